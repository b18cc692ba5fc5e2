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
 * A field of a form's body as a browser or a script may send it: the documented value, or any
 * other single value (a blank string, a number typed as text, null). Its rules and Spanish messages
 * are the form's yup schema, which the handler applies; the contract guarantees only that no object
 * or list arrives where a single value is expected (yup would throw on it instead of answering).
 */
export const FormValue = <T extends TSchema>(schema: T) =>
  Type.Union([schema, Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
