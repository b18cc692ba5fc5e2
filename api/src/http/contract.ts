import type { IncomingMessage, ServerResponse } from 'node:http';

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  RawServerDefault,
} from 'fastify';
import { Type, type TSchema } from 'typebox';

/**
 * The fastify instance every domain plugin registers its routes on. With the TypeBox type
 * provider, a route's `schema` is the one definition of its request and response: fastify
 * validates the request with it, serializes the response with it, `/api/openapi.json` publishes
 * it, and the front ends import the TypeScript types inferred from it (`@platform/api/contracts`).
 */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * The route builder of one domain: `route('GET', url, { summary, response })` gives the method,
 * the URL and the schema with the domain's OpenAPI tag. The const generics keep each
 * schema's exact type, so a handler registered with `app.route({ ...xRoutes.op, handler })` gets
 * its request and reply typed by it.
 */
export function routesOf(tag: string) {
  return <const M extends HTTPMethods, const S extends FastifySchema & { summary: string }>(
    method: M,
    url: string,
    schema: S,
  ) => ({ method, url, schema: { tags: [tag], ...schema } });
}

/** A value of the schema, or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A timestamp as it crosses the wire: an ISO 8601 string (docs/architecture.md, "The api"). */
export const IsoDateTime = Type.String({ format: 'date-time' });

/** A calendar day, `YYYY-MM-DD`. */
export const IsoDate = Type.String({ format: 'date' });

/** Pesos: a whole number, formatted only at the edge. */
export const Money = Type.Integer();

/**
 * A uuid in its canonical form. The explicit pattern matters: ajv's `uuid` format also takes
 * `urn:uuid:…`, which Postgres refuses with an error (a 500 instead of a 400).
 */
export const Uuid = (options: { description?: string } = {}) =>
  Type.String({
    format: 'uuid',
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    ...options,
  });

/** `{ id }` path parameters (e.g. /api/metrics/reports/:id). */
export const IdParams = Type.Object({ id: Type.String() });

/** The body of every 4xx/5xx answer (http/errors.ts `errorBody`). */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String({ description: 'Spanish, ready to show' }),
    fields: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'The first message of each invalid field (400)',
      }),
    ),
  },
  { additionalProperties: true },
);

/** `{ ok: true }`, for actions that answer nothing else. */
export const Ok = Type.Object({ ok: Type.Literal(true) });

/**
 * A field of a form's body as a browser or a script may send it: the documented value, a text (what
 * a form's input gives: a blank, a number typed as text) or null. Its rules and Spanish messages
 * are the form's yup schema, which the handler applies. Anything else is refused here: an object
 * or a list where a single value is expected (yup would throw on it instead of answering), and a
 * number or true/false where a text is expected (yup would quietly save 123 as '123').
 */
export const FormValue = <T extends TSchema>(schema: T) =>
  (schema as { type?: unknown }).type === 'string'
    ? Type.Union([schema, Type.Null()])
    : Type.Union([schema, Type.String(), Type.Null()]);

/** The largest value of a Postgres `integer` column (counts, quantities, catalogue prices). */
export const MAX_INTEGER = 2_147_483_647;

/** The largest amount of pesos a Postgres `bigint` and a JS number both hold exactly. */
export const MAX_MONEY = Number.MAX_SAFE_INTEGER;

/** The calendar days a request may name (Postgres and JS disagree outside them, e.g. year 0). */
export const DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;
