import type { FastifyRequest } from 'fastify';

import { HttpError } from './errors.ts';

export const TOO_MANY_REQUESTS =
  'Demasiadas solicitudes. Espera unos minutos e intenta nuevamente.';

export interface RateLimiter {
  /** Counts one hit for `key`; throws a 429 when the key went over its limit in the window. */
  hit(key: string): void;
}

/**
 * A fixed-window counter per key, kept in this process's memory (enough for the public routes
 * of one api process: a brake on scripted abuse, not an accounting system; several processes
 * behind a balancer would each allow `max`). Old windows are swept as keys come and go.
 */
export function createRateLimiter({
  max,
  windowMs,
  message = TOO_MANY_REQUESTS,
}: {
  max: number;
  windowMs: number;
  message?: string;
}): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = Date.now();

  return {
    hit(key) {
      const now = Date.now();
      if (now - lastSweep > windowMs) {
        for (const [stored, window] of windows) {
          if (now - window.startedAt >= windowMs) windows.delete(stored);
        }
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        window = { startedAt: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count > max) {
        const retryAfterSeconds = Math.max(
          1,
          Math.ceil((window.startedAt + windowMs - now) / 1000),
        );
        throw new HttpError(429, message, { retryAfterSeconds });
      }
    },
  };
}

/** The caller's address as fastify sees it (honours X-Forwarded-For only behind a trusted proxy). */
export function clientAddress(request: FastifyRequest): string {
  return request.ip || 'unknown';
}
