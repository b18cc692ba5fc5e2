import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../app.ts';
import { DEFAULT_WEB_ORIGINS } from '../config.ts';
import { createFakeDnsResolver } from '../customization/dns-resolver.ts';
import { openDatabase, type DriverDatabase } from '../db/index.ts';
import { openSeededPostgresCopy } from '../testing/seeded-database.ts';
import { TEST_PUBLIC_URL } from '../testing/test-app.ts';
import { DEMO_EMAIL, bearer, getAccessToken } from '../testing/tokens.ts';
import { DATABASE_BUSY, isDatabaseBusy } from './errors.ts';

// On PostgreSQL, the api's pool cancels a request's statement past DATABASE_STATEMENT_TIMEOUT_MS
// and gives up waiting for a connection after as long: the merchant gets a 503 to try again, not
// a request that hangs with the others queued behind it, nor a 500.

const TIMEOUT_MS = 300;

let copy: { db: DriverDatabase; url: string };
let db: DriverDatabase;
let app: FastifyInstance;
let uploadsDir: string;
let demo: { authorization: string };

before(async () => {
  const opened = await openSeededPostgresCopy();
  assert.ok(opened, 'this file runs on PostgreSQL: set API_TEST_DATABASE_URL (api/README.md)');
  copy = opened;
  db = await openDatabase({ databaseUrl: copy.url, poolSize: 2, statementTimeoutMs: TIMEOUT_MS });
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'api-test-uploads-'));
  app = await buildApp({
    db,
    publicUrl: TEST_PUBLIC_URL,
    webOrigins: DEFAULT_WEB_ORIGINS,
    accessTokenTtl: 300,
    uploadsDir,
    devRoutes: true,
    dns: createFakeDnsResolver(),
  });
  await app.ready();
  demo = bearer(await getAccessToken(app, DEMO_EMAIL));
});

after(async () => {
  await app?.close();
  await db?.close();
  await copy?.db.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

/** Runs `during` while another connection holds `lock` in an open transaction. */
async function whileLocked<T>(lock: string, during: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = copy.db.transaction(async (tx) => {
    await tx.query(lock);
    locked();
    await released;
  });
  await isLocked;
  try {
    return await during();
  } finally {
    release();
    await holder;
  }
}

test('a statement past the timeout is cancelled and answered 503 with the Spanish message', async () => {
  const response = await whileLocked('lock table orders in access exclusive mode', () =>
    app.inject({ method: 'GET', url: '/api/orders', headers: demo }),
  );
  assert.equal(response.statusCode, 503);
  assert.equal(response.json().message, DATABASE_BUSY);
  assert.equal(response.headers['retry-after'], '5');

  // The lock gone, the same call answers again.
  const again = await app.inject({ method: 'GET', url: '/api/orders', headers: demo });
  assert.equal(again.statusCode, 200);
});

test('a request that finds no free connection in time is answered 503, not left waiting', async () => {
  // Both connections of the app's pool taken by idle transactions: no statement runs, so only
  // the wait for a connection can end the request.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken = 0;
  let allTaken!: () => void;
  const bothTaken = new Promise<void>((resolve) => (allTaken = resolve));
  const holders = [1, 2].map(() =>
    db.transaction(async () => {
      taken += 1;
      if (taken === 2) allTaken();
      await released;
    }),
  );
  await bothTaken;
  try {
    const response = await app.inject({ method: 'GET', url: '/api/clients', headers: demo });
    assert.equal(response.statusCode, 503);
    assert.equal(response.json().message, DATABASE_BUSY);
  } finally {
    release();
    await Promise.all(holders);
  }
  const again = await app.inject({ method: 'GET', url: '/api/clients', headers: demo });
  assert.equal(again.statusCode, 200);
});

test('only those two failures count as busy', () => {
  assert.equal(isDatabaseBusy({ code: '57014', message: 'canceling statement' }), true);
  assert.equal(isDatabaseBusy(new Error('timeout exceeded when trying to connect')), true);
  assert.equal(isDatabaseBusy({ code: '23505', message: 'duplicate key' }), false);
  assert.equal(isDatabaseBusy(new Error('boom')), false);
  assert.equal(isDatabaseBusy(undefined), false);
});
