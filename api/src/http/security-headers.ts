import type { FastifyInstance } from 'fastify';

/** The headers of a JSON answer no route chose a cache for. */
export const JSON_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
} as const;

/** `application/json` and the `+json` types (`application/problem+json`). */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;

/**
 * Headers on every answer of the api:
 * - `X-Content-Type-Options: nosniff`, so no answer (JSON, an export, an uploaded image) is ever
 *   run or rendered as something other than its declared type. Set on the raw response as the
 *   request arrives, so the identity provider's answers (written by oidc-provider past fastify's
 *   reply) carry it too.
 * - `Cache-Control: no-store` on a JSON answer whose route chose no caching itself: tenant data,
 *   tokens and errors are kept by no browser or shared cache. A route that sets its own keeps it
 *   (the public platform settings, `/uploads` images); the identity provider's answers keep
 *   oidc-provider's own.
 * An answer to a URL fastify cannot route runs no hook: `frameworkErrors` sets the JSON headers.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('x-content-type-options', JSON_SECURITY_HEADERS['x-content-type-options']);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && JSON_TYPE.test(type) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', JSON_SECURITY_HEADERS['cache-control']);
    }
    return payload;
  });
}
