import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { REGISTRATION } from '@platform/shared/constants';

import { DEFAULT_LOGIN_THROTTLE, type LoginThrottleLimits } from './identity/login-throttle.ts';

/** The api package folder (…/api), so default data folders do not depend on the working directory. */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_WEB_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005, 3006].map(
  (port) => `http://localhost:${port}`,
);

export type SeedScale = 'demo' | 'bench' | 'test';

/**
 * `production` (the default): no development routes, no demo data. `development` (asked for with
 * API_MODE=development, as `npm start`, the journeys and the bench do): the `/dev/*` routes, the
 * `/api-docs` page, every response checked against its schema, and the demo users and stores.
 */
export type ApiMode = 'production' | 'development';

/** The listening address when HOST is not set: this machine only. */
export const DEFAULT_HOST = '127.0.0.1';

export interface ServerConfig {
  mode: ApiMode;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  /** Postgres: the pool's connections (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Postgres: longest statement, and longest wait for a pooled connection, of a request. */
  statementTimeoutMs: number;
  seedScale: SeedScale;
  /**
   * Every response checked against its route's schema before it is sent (CHECK_RESPONSES; on by
   * default in development). The bench turns it off: it measures the api as production runs it.
   */
  checkResponses: boolean;
  accessTokenTtl: number;
  /** PAGE_COOKIE_DOMAIN: the page cookie's Domain, or null for the api's host only. */
  pageCookieDomain: string | null;
  webOrigins: string[];
  /**
   * Addresses (or CIDR ranges, or `loopback` / `linklocal` / `uniquelocal`) of the proxies whose
   * X-Forwarded-For/-Host/-Proto are believed; empty: none is, every client is who it connects as.
   */
  trustedProxies: string[];
  /** Failed sign-ins before a lock: LOGIN_MAX_FAILURES(_PER_ADDRESS), LOGIN_WINDOW/LOCK_SECONDS. */
  loginThrottle: LoginThrottleLimits;
  /**
   * Seconds between two registration codes for one address when asking to resend: the spec's 60,
   * shorter only in development (RESEND_COOLDOWN_SECONDS, see `resendCooldown`).
   */
  resendCooldownSeconds: number;
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

function flag(name: string, raw: string | undefined, fallback: boolean): boolean {
  const value = raw?.trim();
  if (!value) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function apiMode(env: NodeJS.ProcessEnv): ApiMode {
  const mode = env.API_MODE?.trim() || 'production';
  if (mode !== 'production' && mode !== 'development') {
    throw new Error(`API_MODE must be production or development, got "${mode}"`);
  }
  // Two settings that contradict each other: refuse rather than guess which one was meant.
  if (mode === 'development' && env.NODE_ENV === 'production') {
    throw new Error('API_MODE=development cannot be used with NODE_ENV=production');
  }
  return mode;
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyList(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    const validPrefix =
      prefix === undefined ||
      (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
    if (!PROXY_RANGE_NAMES.has(entry) && (!version || !validPrefix || rest.length)) {
      throw new Error(
        `TRUSTED_PROXIES must list IP addresses, CIDR ranges, loopback, linklocal or uniquelocal, got "${entry}"`,
      );
    }
  }
  return entries;
}

/** A cookie's Domain attribute: a host name (`example.cl`), or null when unset. */
function cookieDomain(raw: string | undefined): string | null {
  const value = raw?.trim().replace(/^\./, '').toLowerCase();
  if (!value) return null;
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(value)) {
    throw new Error(`PAGE_COOKIE_DOMAIN must be a host name such as example.cl, got "${raw}"`);
  }
  return value;
}

/**
 * RESEND_COOLDOWN_SECONDS: the journeys run the registration page on a fast-forwarded clock (its
 * 60-second countdown takes no real minute), but the api measures the wait on the database's
 * clock, which they cannot move; they set 0 so that the resend the page allows is accepted. A
 * production api always waits the spec's 60 s: the page counts 60 s whatever the api says, and a
 * shorter wait would only let more codes be sent to an address.
 */
function resendCooldown(raw: string | undefined, mode: ApiMode): number {
  const fallback = REGISTRATION.resendCooldownSeconds;
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0 || value > fallback) {
    throw new Error(
      `RESEND_COOLDOWN_SECONDS must be a whole number from 0 to ${fallback}, got "${raw}"`,
    );
  }
  if (mode !== 'development' && value !== fallback) {
    throw new Error(
      `RESEND_COOLDOWN_SECONDS can only be shortened with API_MODE=development (production waits ${fallback} s)`,
    );
  }
  return value;
}

/** Reads the api's environment variables (the table in api/README.md). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = positiveInteger('PORT', env.PORT, 4000);
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(API_ROOT, '.data', 'db'));
  const uploadsDir = path.resolve(
    env.UPLOADS_DIR?.trim() || path.join(API_ROOT, '.data', 'uploads'),
  );
  const scale = env.SEED_SCALE?.trim() || 'demo';
  if (scale !== 'demo' && scale !== 'bench' && scale !== 'test') {
    throw new Error(`SEED_SCALE must be demo, bench or test, got "${scale}"`);
  }
  const webOrigins = env.WEB_ORIGINS?.trim()
    ? env.WEB_ORIGINS.split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : DEFAULT_WEB_ORIGINS;
  const mode = apiMode(env);
  return {
    mode,
    port,
    host: env.HOST?.trim() || DEFAULT_HOST,
    publicUrl,
    dataDir,
    uploadsDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databasePoolSize: positiveInteger('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10),
    statementTimeoutMs: positiveInteger(
      'DATABASE_STATEMENT_TIMEOUT_MS',
      env.DATABASE_STATEMENT_TIMEOUT_MS,
      15_000,
    ),
    seedScale: scale,
    checkResponses: flag('CHECK_RESPONSES', env.CHECK_RESPONSES, mode === 'development'),
    accessTokenTtl: positiveInteger('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, 300),
    pageCookieDomain: cookieDomain(env.PAGE_COOKIE_DOMAIN),
    webOrigins,
    trustedProxies: proxyList(env.TRUSTED_PROXIES),
    loginThrottle: {
      maxFailures: positiveInteger(
        'LOGIN_MAX_FAILURES',
        env.LOGIN_MAX_FAILURES,
        DEFAULT_LOGIN_THROTTLE.maxFailures,
      ),
      maxFailuresPerAddress: positiveInteger(
        'LOGIN_MAX_FAILURES_PER_ADDRESS',
        env.LOGIN_MAX_FAILURES_PER_ADDRESS,
        DEFAULT_LOGIN_THROTTLE.maxFailuresPerAddress,
      ),
      windowSeconds: positiveInteger(
        'LOGIN_WINDOW_SECONDS',
        env.LOGIN_WINDOW_SECONDS,
        DEFAULT_LOGIN_THROTTLE.windowSeconds,
      ),
      lockSeconds: positiveInteger(
        'LOGIN_LOCK_SECONDS',
        env.LOGIN_LOCK_SECONDS,
        DEFAULT_LOGIN_THROTTLE.lockSeconds,
      ),
    },
    resendCooldownSeconds: resendCooldown(env.RESEND_COOLDOWN_SECONDS, mode),
  };
}
