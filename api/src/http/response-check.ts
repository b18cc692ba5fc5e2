import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySerializerCompiler } from 'fastify';

import { JsonText } from './json-text.ts';
import { fastSerializerCompiler } from './serializer.ts';

/** A copy of the schema in which every object without a word on it refuses unknown keys. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = closed(value);
  if (copy.type === 'object' && copy.properties && !('additionalProperties' in copy)) {
    copy.additionalProperties = false;
  }
  return copy;
}

function newAjv(): Ajv {
  const instance = new Ajv({ allErrors: true, strict: false });
  addFormats.default(instance);
  return instance;
}

/** One ajv and one compiled check per schema for every app of the process (see validator.ts). */
let ajv: Ajv | undefined;
const checks = new Map<string, ValidateFunction>();

/**
 * The response serializer of development and tests: production's (fastSerializerCompiler) after
 * checking that the handler's value matches the route's response schema
 * exactly. fast-json-stringify silently drops a key the schema lacks and coerces a wrong type,
 * so without this check a contract could drift from what the handler really answers.
 */
export function checkedSerializerCompiler(): FastifySerializerCompiler<unknown> {
  const buildSerializer = fastSerializerCompiler();
  const shared = (ajv ??= newAjv());
  return (route) => {
    const serialize = buildSerializer(route);
    const key = JSON.stringify(route.schema);
    const schemaCheck = checks.get(key) ?? shared.compile(closed(route.schema) as AnySchema);
    checks.set(key, schemaCheck);
    return (data) => {
      // What the client will parse: Dates become ISO strings, undefined keys disappear; a body the
      // database wrote is parsed as it is.
      const wire: unknown =
        data instanceof JsonText
          ? JSON.parse(data.text)
          : data === undefined
            ? undefined
            : JSON.parse(JSON.stringify(data));
      if (!schemaCheck(wire)) {
        const problems = (schemaCheck.errors ?? [])
          .slice(0, 5)
          .map((error) => `${error.instancePath || '/'} ${error.message}`)
          .join('; ');
        throw new Error(
          `Response of ${route.method} ${route.url} (${route.httpStatus}) does not match its schema: ${problems}`,
        );
      }
      return serialize(data);
    };
  };
}
