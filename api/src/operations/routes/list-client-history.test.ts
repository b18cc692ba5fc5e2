import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { ClientHistoryEntry } from '../contract.ts';

describe('GET /api/clients/:id/history', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  const get = (id: string, headers: Bearer = demo) =>
    testApp.app.inject({ url: `/api/clients/${id}/history`, headers });
  const one = async (sql: string, params: unknown[]) => {
    const { rows } = await testApp.db.query<{ value: string }>(sql, params);
    assert.ok(rows[0], sql);
    return rows[0].value;
  };

  it('lists the timeline newest first: type, details and date', async () => {
    const clientId = await one(
      `select client_id::text as value from client_history where store_id = $1
       group by client_id order by count(distinct type) desc, count(*) desc, client_id limit 1`,
      [DEMO_STORE_ID],
    );
    const { rows } = await testApp.db.query<{
      id: string;
      type: ClientHistoryEntry['type'];
      details: string;
      created_at: Date;
    }>(
      'select id::text, type, details, created_at from client_history where store_id = $1 and client_id = $2',
      [DEMO_STORE_ID, clientId],
    );
    assert.ok(rows.length > 5);
    const expected = rows
      .map((row): ClientHistoryEntry => ({
        uuid: row.id,
        type: row.type,
        details: row.details,
        date: row.created_at.toISOString(),
      }))
      .sort((a, b) => b.date.localeCompare(a.date) || (a.uuid < b.uuid ? 1 : -1));

    const response = await get(clientId);
    assert.equal(response.statusCode, 200, response.body);
    const { history } = response.json() as { history: ClientHistoryEntry[] };
    assert.deepEqual(history, expected);
    assert.ok(new Set(history.map((entry) => entry.type)).size > 1);
  });

  it('answers [] to a client without history', async () => {
    const clientId = await one(
      `insert into clients (store_id, first_name, last_name, email)
       values ($1, 'Sin', 'Historia', 'sin.historia@example.cl') returning id::text as value`,
      [DEMO_STORE_ID],
    );
    const response = await get(clientId);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { history: [] });
  });

  it("answers 404 'Cliente no encontrado' for another store's client and an unknown id", async () => {
    const first = 'select id::text as value from clients where store_id = $1 limit 1';
    const demoClient = await one(first, [DEMO_STORE_ID]);
    const otraClient = await one(first, [OTRA_STORE_ID]);
    for (const [id, headers] of [
      [demoClient, otra],
      [otraClient, demo],
      ['00000000-0000-4000-8000-000000000000', demo],
    ] as const) {
      const response = await get(id, headers);
      assert.equal(response.statusCode, 404, id);
      assert.equal(response.json().message, 'Cliente no encontrado');
    }
    assert.equal((await get(otraClient, otra)).statusCode, 200);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const response = await get('historial');
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().message);
  });
});
