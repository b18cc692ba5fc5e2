import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

import type { Queryable } from '../db/index.ts';
import { HttpError } from './errors.ts';

export const TOO_MANY_REQUESTS =
  'Demasiadas solicitudes. Espera unos minutos e intenta nuevamente.';

/** Expired counters are deleted at most this often by each process (they are harmless meanwhile). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The counters of @fastify/rate-limit in the table `rate_limits` (migration 093) instead of the
 * plugin's per-process memory: every api process counts against the same allowance, so a client
 * behind a balancer gets `max` requests in all, not `max` from each process. A fixed window, as the
 * plugin's own store keeps: the first hit of a key starts it, later hits count until it ends. One
 * upsert per limited request (a row lock on Postgres, so concurrent hits are all counted), timed by
 * the database's clock, which every process shares. Rows of ended windows are deleted lazily.
 */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  async function hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const { rows } = await db.query<{ hits: number; ttl: number }>(
      `insert into rate_limits as r (key, hits, expires_at)
       values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       on conflict (key) do update set
         hits = case when r.expires_at <= now() then 1 else least(r.hits + 1, 2147483647) end,
         expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
       returning hits,
         greatest(0, ceil(extract(epoch from expires_at - now()) * 1000))::bigint as ttl`,
      [key, windowMs],
    );
    const row = rows[0];
    if (!row) throw new Error('the rate limit counter was not stored');
    const now = Date.now();
    if (now - lastSweep >= SWEEP_INTERVAL_MS) {
      lastSweep = now;
      await db.query('delete from rate_limits where expires_at <= now()');
    }
    return { current: Number(row.hits), ttl: Number(row.ttl) };
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Every limit names its keys itself (`limitRequests`' `name`), so one table serves them all. */
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}

/**
 * @fastify/rate-limit in a scope, off by default: routes opt in with `limitRequests`. Counters are
 * kept in the database (`databaseRateLimitStore`), shared by every api process.
 *
 * A client is counted by `request.ip` (IPv6 by its /64, the plugin's `normalizeIP`): the
 * connection's peer, or behind a proxy listed in TRUSTED_PROXIES the address that proxy forwarded
 * (fastify's `trustProxy`), so a client cannot start a fresh count with its own X-Forwarded-For.
 */
export async function installRateLimits(scope: FastifyInstance, db: Queryable): Promise<void> {
  await scope.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
}

/**
 * A route's limit, as a preHandler: `max` requests per `windowMs` for each client address (or
 * each `key` of the request), then a 429 with the Spanish message and `retryAfterSeconds`.
 * `name` keeps its counters apart from every other limit's (and the same in every process): give
 * each limit its own.
 *
 * Built on the plugin's `createRateLimit`, not its `rateLimit` hook: the hook marks a request as
 * limited once for every limit of the scope, so a route's second limit (a payment's per-order
 * one after its per-address one) would never count. The headers are the hook's.
 */
export function limitRequests(
  scope: FastifyInstance,
  {
    name,
    max,
    windowMs,
    message = TOO_MANY_REQUESTS,
    key,
  }: {
    name: string;
    max: number;
    windowMs: number;
    message?: string;
    key?: (request: FastifyRequest) => string;
  },
): preHandlerAsyncHookHandler {
  const count = scope.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${key ? key(request) : normalizeIP(request.ip)}`,
  });
  return async (request, reply) => {
    const limit = await count(request);
    if (limit.isAllowed) return;
    reply.header('x-ratelimit-limit', limit.max);
    reply.header('x-ratelimit-remaining', limit.remaining);
    reply.header('x-ratelimit-reset', limit.ttlInSeconds);
    if (!limit.isExceeded) return;
    const retryAfterSeconds = Math.max(1, limit.ttlInSeconds);
    reply.header('retry-after', retryAfterSeconds);
    throw new HttpError(429, message, { retryAfterSeconds });
  };
}
