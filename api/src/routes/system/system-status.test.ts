import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { buildApp } from '../../app.ts';
import { DEFAULT_WEB_ORIGINS } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('public status and development routes', () => {
  let testApp: TestApp;
  before(async () => {
    testApp = await createTestApp();
  });
  after(() => testApp.close());

  it('checks every component live, without a token', async () => {
    const response = await testApp.app.inject({ url: '/api/system/status' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.ok(['operational', 'degraded', 'outage'].includes(body.status));
    const components = new Map(
      (body.components as Array<{ id: string; status: string; latencyMs: number }>).map((c) => [
        c.id,
        c,
      ]),
    );
    for (const id of ['api', 'database', 'identity', 'payments', 'uploads'])
      assert.ok(components.has(id), id);
    assert.equal(components.get('database')?.status, 'operational');
    assert.equal(components.get('identity')?.status, 'operational');
    assert.equal(components.get('uploads')?.status, 'operational');
    assert.equal(typeof components.get('database')?.latencyMs, 'number');
    for (const window of ['last24h', 'last7d', 'last30d'])
      assert.equal(typeof body.uptime[window], 'number');
    assert.ok(Array.isArray(body.incidents));
  });

  it('reports the database as down when it does not answer', async () => {
    const broken = {
      ...testApp.db,
      query: async (sql: string, params?: unknown[]) => {
        if (sql.trim() === 'select 1') throw new Error('sin conexión');
        return testApp.db.query(sql, params);
      },
    };
    const app = await buildApp({
      db: broken as typeof testApp.db,
      publicUrl: 'http://localhost:4000',
      webOrigins: DEFAULT_WEB_ORIGINS,
      accessTokenTtl: 300,
      devRoutes: false,
    });
    try {
      const body = (await app.inject({ url: '/api/system/status' })).json();
      assert.equal(body.status, 'outage');
      const database = body.components.find(
        (component: { id: string }) => component.id === 'database',
      );
      assert.equal(database.status, 'outage');
      assert.equal(database.message, 'sin conexión');
      assert.ok(body.incidents.length >= 1);
      // devRoutes: false (production) leaves the outbox out.
      assert.equal((await app.inject({ url: '/dev/outbox' })).statusCode, 404);
    } finally {
      await app.close();
    }
  });

  it('lists the outbox in development, filtered by recipient', async () => {
    await testApp.db.query(
      `insert into outbox (to_email, subject, body_text) values ('lector@tienda.cl', 'Código', 'Tu código es 123456'),
       ('otro@tienda.cl', 'Otro', 'x')`,
    );
    const response = await testApp.app.inject({ url: '/dev/outbox?to=Lector@Tienda.cl' });
    assert.equal(response.statusCode, 200);
    const { messages } = response.json() as {
      messages: Array<{ to: string; subject: string; text: string }>;
    };
    assert.ok(messages.length >= 1);
    for (const message of messages) assert.equal(message.to, 'lector@tienda.cl');
    assert.equal(messages[0]?.text, 'Tu código es 123456');
  });
});
