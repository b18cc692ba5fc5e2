import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { OrderClient } from '../contract.ts';
import { orderDetailFixtures } from './order-detail-fixtures.ts';

describe('GET /api/orders/:id/client', () => {
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
    f.call('GET', `/api/orders/${id}/client`, headers);

  it('answers the client who placed the order, as its row says', async () => {
    const id = await f.orderId('true');
    const response = await get(id);
    assert.equal(response.statusCode, 200, response.body);
    const client = await f.row<{ id: string; first: string; last: string; email: string }>(
      `select c.id::text as id, c.first_name as first, c.last_name as last, c.email, c.phone, c.rut
       from orders o join clients c on c.store_id = o.store_id and c.id = o.client_id
       where o.store_id = $1 and o.id = $2`,
      [DEMO_STORE_ID, id],
    );
    const { first, last, ...rest } = client;
    assert.deepEqual((response.json() as OrderClient).client, {
      ...rest,
      name: `${first} ${last}`.trim(),
    });
  });

  it("answers 404 for another store's order", async () => {
    const id = await f.orderId('true');
    const response = await get(id, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, OPERATIONS_MESSAGES.orderNotFound);
  });
});
