import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import type { FastifyInstance } from 'fastify';

import { readConfig } from './config.ts';
import type { Database } from './db/index.ts';
import { dropOnClose, emptyPostgresDatabase } from './db/testing.ts';
import { openServer } from './server.ts';
import { DEMO_EMAIL, NEW_EMAIL, OTHER_EMAIL, passwordGrant } from './testing/tokens.ts';

/**
 * The api as main.ts starts it from these settings, over a new empty database: in memory, or on
 * the PostgreSQL server of the tests' PostgreSQL pass (through `DATABASE_URL`, as in production).
 * Closing the returned database also drops the server's.
 */
async function start(env: NodeJS.ProcessEnv, uploadsDir: string) {
  const empty = await emptyPostgresDatabase();
  const server = await openServer({
    ...readConfig(empty ? { ...env, DATABASE_URL: empty.url } : env),
    dataDir: 'memory://',
    uploadsDir,
  });
  return empty ? { ...server, db: dropOnClose(server.db, empty.drop) } : server;
}

const DEV_ROUTES = [
  { method: 'GET', url: '/dev/outbox' },
  { method: 'GET', url: `/dev/public-order-links?owner=${encodeURIComponent(DEMO_EMAIL)}` },
  { method: 'GET', url: '/dev/faults' },
  { method: 'POST', url: '/dev/faults/database' },
  { method: 'DELETE', url: '/dev/faults/database' },
  { method: 'GET', url: '/api-docs' },
] as const;

describe('a start without API_MODE (production)', () => {
  let app: FastifyInstance;
  let db: Database;
  let uploadsDir: string;

  before(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'api-server-test-'));
    ({ app, db } = await start({ SEED_SCALE: 'test' }, uploadsDir));
    await app.ready();
  });
  after(async () => {
    await app.close();
    await db.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('has no development routes: the outbox, the order links and the fault switch answer 404', async () => {
    for (const route of DEV_ROUTES) {
      const response = await app.inject({ ...route, payload: {} });
      assert.equal(response.statusCode, 404, `${route.method} ${route.url}`);
    }
    const { rows } = await db.query<{ n: number }>('select count(*) as n from outbox');
    assert.equal(rows[0]?.n, 0);
  });

  it('seeds no demo users, stores or showcase data: the published demo password opens nothing', async () => {
    for (const email of [DEMO_EMAIL, OTHER_EMAIL, NEW_EMAIL]) {
      const { statusCode, body } = await passwordGrant(app, email);
      assert.equal(statusCode, 400, email);
      assert.equal(body.error, 'invalid_grant');
    }
    const { rows } = await db.query<Record<string, number>>(
      `select (select count(*) from users) as users, (select count(*) from stores) as stores,
              (select count(*) from orders) as orders, (select count(*) from leads) as leads,
              (select count(*) from system_incidents) as incidents,
              (select count(*) from catalogue_stores) as "catalogueStores"`,
    );
    assert.deepEqual(rows[0], {
      users: 0,
      stores: 0,
      orders: 0,
      leads: 0,
      incidents: 0,
      catalogueStores: 0,
    });
  });

  it('still seeds the reference data the platform needs: plans, status components, settings', async () => {
    const plans = await app.inject({ url: '/api/pricing-plans' });
    assert.equal(plans.statusCode, 200);
    assert.match(plans.body, /Starter/);
    assert.match(plans.body, /Pro/);
    const status = await app.inject({ url: '/api/system/status' });
    assert.equal(status.statusCode, 200);
    const settings = await app.inject({ url: '/api/public/platform-settings' });
    assert.equal(settings.statusCode, 200);
    assert.equal(settings.json().legalName, 'Suscribe SpA');
    const { rows } = await db.query<{ id: string }>(
      "select id from system_components where id in ('api', 'database', 'payments', 'storefront')",
    );
    assert.equal(rows.length, 4);
  });
});

describe('a start with API_MODE=development', () => {
  it('has the development routes and the demo users', async () => {
    const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'api-server-test-'));
    const { app, db } = await start({ API_MODE: 'development', SEED_SCALE: 'test' }, uploadsDir);
    try {
      const outbox = await app.inject({ url: '/dev/outbox' });
      assert.equal(outbox.statusCode, 200);
      assert.ok(Array.isArray(outbox.json().messages));
      const links = await app.inject({
        url: `/dev/public-order-links?owner=${encodeURIComponent(DEMO_EMAIL)}&limit=1`,
      });
      assert.equal(links.statusCode, 200);
      assert.equal(links.json().orders.length, 1);
      assert.equal((await passwordGrant(app, DEMO_EMAIL)).statusCode, 200);
    } finally {
      await app.close();
      await db.close();
      await rm(uploadsDir, { recursive: true, force: true });
    }
  });
});
