import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { OrderCommunications } from '../contract.ts';
import { orderDetailFixtures } from './order-detail-fixtures.ts';

describe('GET /api/orders/:id/communications', () => {
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
    f.call('GET', `/api/orders/${id}/communications`, headers);

  it('lists what was sent about the order, oldest first, as its rows say', async () => {
    const id = await f.orderId(
      `(select count(*) from communications c where c.store_id = o.store_id and c.order_id = o.id) > 1`,
    );
    const response = await get(id);
    assert.equal(response.statusCode, 200, response.body);
    const { communications } = response.json() as OrderCommunications;
    const { rows } = await testApp.db.query<{ id: string; sentAt: Date }>(
      `select id::text as id, subject, medium, recipient, sent_at as "sentAt", template, status, content
       from communications where store_id = $1 and order_id = $2 order by sent_at`,
      [DEMO_STORE_ID, id],
    );
    assert.deepEqual(
      communications,
      rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() })),
    );
    const dates = communications.map((communication) => communication.sentAt);
    assert.deepEqual(dates, [...dates].sort());
  });

  it('answers an empty list for an order nothing was sent about', async () => {
    const id = await f.orderId(
      'not exists (select 1 from communications c where c.store_id = o.store_id and c.order_id = o.id)',
    );
    const response = await get(id);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { communications: [] });
  });

  it("answers 404 for another store's order", async () => {
    const id = await f.orderId('true');
    const response = await get(id, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, OPERATIONS_MESSAGES.orderNotFound);
  });
});
