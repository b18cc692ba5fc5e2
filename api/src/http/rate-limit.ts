import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

import { HttpError } from './errors.ts';

export const TOO_MANY_REQUESTS =
  'Demasiadas solicitudes. Espera unos minutos e intenta nuevamente.';

/**
 * @fastify/rate-limit in a scope, off by default: routes opt in with `limitRequests`. Counters are
 * kept in this process's memory (a brake on scripted abuse of the public routes, not an
 * accounting system; several processes behind a balancer would each allow `max`).
 *
 * A client is counted by `request.ip` (the plugin's default key, IPv6 by its /56): the
 * connection's peer, or behind a proxy listed in TRUSTED_PROXIES the address that proxy forwarded
 * (fastify's `trustProxy`), so a client cannot start a fresh count with its own X-Forwarded-For.
 */
export async function installRateLimits(scope: FastifyInstance): Promise<void> {
  await scope.register(rateLimit, { global: false });
}

/**
 * A route's limit, as a preHandler: `max` requests per `windowMs` for each client address (or
 * each `key` of the request), then a 429 with the Spanish message and `retryAfterSeconds`.
 */
export function limitRequests(
  scope: FastifyInstance,
  {
    max,
    windowMs,
    message = TOO_MANY_REQUESTS,
    key,
  }: {
    max: number;
    windowMs: number;
    message?: string;
    key?: (request: FastifyRequest) => string;
  },
): preHandlerAsyncHookHandler {
  return scope.rateLimit({
    max,
    timeWindow: windowMs,
    ...(key ? { keyGenerator: key } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, message, {
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}
