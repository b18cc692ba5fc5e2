import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { OrderActivities } from '../contract.ts';
import { orderDetailFixtures } from './order-detail-fixtures.ts';

describe('GET /api/orders/:id/activity', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let f: ReturnType<typeof orderDetailFixtures>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    f = orderDetailFixtures(testApp);
  });
  after(() => testApp.close());

  const get = (id: string, headers: Bearer = demo) =>
    f.call('GET', `/api/orders/${id}/activity`, headers);

  it("lists the order's activity oldest first, as its rows say", async () => {
    const id = await f.orderId("o.status = 'delivered' and o.requires_shipping");
    const response = await get(id);
    assert.equal(response.statusCode, 200, response.body);
    const { activities } = response.json() as OrderActivities;
    const { rows } = await testApp.db.query<{
      id: string;
      type: string;
      status: string | null;
      description: string;
      user: string | null;
      date: Date;
      details: string | null;
    }>(
      `select id::text as id, type, status, description, user_name as "user", created_at as date, details
       from order_history where store_id = $1 and order_id = $2 order by created_at`,
      [DEMO_STORE_ID, id],
    );
    assert.ok(rows.length >= 3, 'created, paid, shipped, delivered');
    assert.deepEqual(
      activities,
      rows.map((row) => ({ ...row, date: row.date.toISOString() })),
    );
    assert.equal(activities[0]?.description, 'Orden creada');
    assert.equal(activities.at(-1)?.status, 'delivered');
  });

  it("answers 404 for another store's order", async () => {
    const id = await f.orderId('true');
    const response = await get(id, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, OPERATIONS_MESSAGES.orderNotFound);
  });
});
