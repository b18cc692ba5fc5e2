import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { buildApp } from '../app.ts';
import { createFakeDnsResolver, type DnsResolver } from '../customization/dns-resolver.ts';
import { DEFAULT_WEB_ORIGINS } from '../config.ts';
import { DEMO_EMAIL, OTHER_EMAIL, bearer, getAccessToken } from './tokens.ts';
import type { Database } from '../db/index.ts';
import { openSeededTestDatabase } from './seeded-database.ts';

export const TEST_PUBLIC_URL = 'http://localhost:4000';
export const API_AUDIENCE = `${TEST_PUBLIC_URL}/api`;
export const ISSUER = `${TEST_PUBLIC_URL}/oidc`;

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Sends `payload` as a JSON body (any JSON value, a bare string too) with `headers`. */
  sendJson(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** What a test may change in its app. */
export interface TestAppOptions {
  accessTokenTtl?: number;
  /** The DNS a custom domain's verification asks: by default an empty zone, never the network. */
  dns?: DnsResolver;
}

/** An app over a fresh in-memory PGlite database seeded with the 'test' scale. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = await openSeededTestDatabase();
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'api-test-uploads-'));
  const app = await buildApp({
    db,
    publicUrl: TEST_PUBLIC_URL,
    webOrigins: DEFAULT_WEB_ORIGINS,
    accessTokenTtl: options.accessTokenTtl ?? 300,
    uploadsDir,
    devRoutes: true,
    dns: options.dns ?? createFakeDnsResolver(),
  });
  await app.ready();
  return {
    app,
    db,
    sendJson: (method, url, payload, headers = {}) =>
      app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      }),
    async close() {
      await app.close();
      await db.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** Headers that authenticate a request as one user. */
export type Bearer = { authorization: string };

/**
 * A fresh app (as `createTestApp`) with the bearer headers of the two seeded merchants:
 * `demo@tienda.cl`, whose store has a year of data, and `otra@tienda.cl`, the other tenant.
 */
export async function openTestApp(
  options: TestAppOptions = {},
): Promise<{ testApp: TestApp; demo: Bearer; otra: Bearer }> {
  const testApp = await createTestApp(options);
  const [demo, otra] = await Promise.all([
    getAccessToken(testApp.app, DEMO_EMAIL).then(bearer),
    getAccessToken(testApp.app, OTHER_EMAIL).then(bearer),
  ]);
  return { testApp, demo, otra };
}
