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
      // Without devRoutes (the default: production) the outbox and the fault switch are not there.
      assert.equal((await app.inject({ url: '/dev/outbox' })).statusCode, 404);
      assert.equal(
        (await app.inject({ method: 'POST', url: '/dev/faults/database' })).statusCode,
        404,
      );
    } finally {
      await app.close();
    }
  });

  it('stops the database on purpose in development: the status page reports it and records an incident', async () => {
    const stop = await testApp.app.inject({
      method: 'POST',
      url: '/dev/faults/database',
      payload: { durationSeconds: 30 },
    });
    assert.equal(stop.statusCode, 200);
    assert.equal(stop.json().database.active, true);
    try {
      // Everything that needs the database fails, not only the status check.
      assert.equal((await testApp.app.inject({ url: '/api/public/stores' })).statusCode, 500);

      const down = (await testApp.app.inject({ url: '/api/system/status' })).json();
      assert.equal(down.status, 'outage');
      const database = down.components.find((c: { id: string }) => c.id === 'database');
      assert.equal(database.status, 'outage');
      assert.match(database.message, /La base de datos no responde/);
      assert.equal(database.lastUpdated, down.checkedAt);
      // Parts that need the database (the payments sandbox) may degrade with it.
      const opened = down.incidents.find(
        (i: { componentId: string; resolvedAt: string | null }) =>
          i.componentId === 'database' && !i.resolvedAt,
      );
      assert.equal(opened.title, 'Base de datos: interrupción del servicio');
      assert.equal(opened.status, 'investigating');
      assert.equal(opened.date, down.checkedAt);
      assert.ok(down.uptime.last24h < 100);
    } finally {
      const resume = await testApp.app.inject({ method: 'DELETE', url: '/dev/faults/database' });
      assert.equal(resume.json().database.active, false);
    }

    const back = (await testApp.app.inject({ url: '/api/system/status' })).json();
    const database = back.components.find((c: { id: string }) => c.id === 'database');
    assert.equal(database.status, 'operational');
    const incident = back.incidents.find(
      (i: { title: string }) => i.title === 'Base de datos: interrupción del servicio',
    );
    assert.equal(incident.status, 'resolved');
    assert.ok(incident.resolvedAt >= incident.date);
    const { rows } = await testApp.db.query<{ status: string }>(
      "select status from system_incidents where component_id = 'database' and resolved_at is not null and title like 'Base de datos:%'",
    );
    assert.equal(rows.length, 1, 'the incident is stored, resolved');
    assert.equal((await testApp.app.inject({ url: '/dev/faults' })).json().database.active, false);
  });

  it('refuses a fault duration that is not 1 to 600 whole seconds', async () => {
    for (const durationSeconds of [0, 601, 1.5, 'mucho']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/dev/faults/database',
        payload: { durationSeconds },
      });
      assert.equal(response.statusCode, 400, String(durationSeconds));
      assert.match(response.json().message, /durationSeconds/);
    }
    assert.equal((await testApp.app.inject({ url: '/dev/faults' })).json().database.active, false);
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
