import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

import { withRequestLimits } from './request-limits.ts';

function ajv(coerceTypes: boolean | 'array'): Ajv {
  const instance = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    strict: false,
  });
  addFormats.default(instance);
  return instance;
}

/**
 * Compiled validators by request part and schema, shared by every app of the process: an api
 * process builds one app, but a test process builds one per test file, and compiling every
 * route's schemas again was a sixth of such a file's time.
 */
const compiled = new Map<string, ValidateFunction>();
let instances: { text: Ajv; json: Ajv } | undefined;

/**
 * Request validation from the route schemas, with the limits every request keeps
 * (`withRequestLimits`: no NUL in a text, numbers a Postgres integer holds, dates in 1900-2100).
 * Query strings, path parameters and headers arrive as text, so they are coerced to the schema's
 * types (`?page=2` → 2; fastify's default). A JSON body is not: it already has types, and coercing
 * it would turn `"mil"` into a validation error of the schema instead of the form rule's message,
 * or `""` into 0, or pick a wrong branch of a union.
 */
export function requestValidatorCompiler(): FastifySchemaCompiler<AnySchema> {
  const { text, json } = (instances ??= { text: ajv('array'), json: ajv(false) });
  // fastify reads an ajv function's `errors` into the 400 (see app.ts's error handler).
  return ({ schema, httpPart }) => {
    const body = httpPart === 'body';
    const key = `${body ? 'body' : 'text'} ${JSON.stringify(schema)}`;
    const validate = compiled.get(key) ?? (body ? json : text).compile(withRequestLimits(schema));
    compiled.set(key, validate);
    return validate;
  };
}
