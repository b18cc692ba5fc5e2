import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { OrderDetail } from '../contract.ts';
import { orderDetailFixtures } from './order-detail-fixtures.ts';

describe('GET /api/orders/:id', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let f: ReturnType<typeof orderDetailFixtures>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    f = orderDetailFixtures(testApp);
  });
  after(() => testApp.close());

  const get = (id: string, headers: Bearer = demo) => f.call('GET', `/api/orders/${id}`, headers);

  it('answers the header of an order as its row says', async () => {
    const id = await f.orderId("o.status = 'shipped'");
    const response = await get(id);
    assert.equal(response.statusCode, 200, response.body);
    const row = await f.row<{
      orderNumber: number;
      storeName: string;
      createdAt: Date;
      requiresShipping: boolean;
      clientId: string;
      publicId: string;
    }>(
      `select o.order_number as "orderNumber", s.name as "storeName", o.created_at as "createdAt",
              o.requires_shipping as "requiresShipping", o.client_id::text as "clientId",
              o.public_id as "publicId"
       from orders o join stores s on s.id = o.store_id where o.store_id = $1 and o.id = $2`,
      [DEMO_STORE_ID, id],
    );
    assert.deepEqual(response.json() as OrderDetail, {
      id,
      orderNumber: row.orderNumber,
      storeName: row.storeName,
      createdAt: row.createdAt.toISOString(),
      status: 'shipped',
      requiresShipping: row.requiresShipping,
      paymentLockedOnOrder: null,
      paymentLockedOnOrderNumber: null,
      clientId: row.clientId,
      publicId: row.publicId,
    });
  });

  it('names the blocking order only while it is an unpaid draft', async () => {
    const id = await f.orderId(
      `exists (select 1 from orders l where l.store_id = o.store_id
               and l.id = o.payment_locked_on_order_id and l.status = 'draft')`,
    );
    const lock = await f.row<{ id: string; orderNumber: number }>(
      `select l.id::text as id, l.order_number as "orderNumber" from orders o
       join orders l on l.store_id = o.store_id and l.id = o.payment_locked_on_order_id
       where o.store_id = $1 and o.id = $2`,
      [DEMO_STORE_ID, id],
    );
    const locked = (await get(id)).json() as OrderDetail;
    assert.equal(locked.status, 'draft');
    assert.equal(locked.paymentLockedOnOrder, lock.id);
    assert.equal(locked.paymentLockedOnOrderNumber, lock.orderNumber);

    // The renewal is paid: nothing blocks this order any more.
    await testApp.db.query(
      `update orders set status = 'pending', paid_at = now() where store_id = $1 and id = $2`,
      [DEMO_STORE_ID, lock.id],
    );
    const unlocked = (await get(id)).json() as OrderDetail;
    assert.equal(unlocked.paymentLockedOnOrder, null);
    assert.equal(unlocked.paymentLockedOnOrderNumber, null);
  });

  it("answers 404 for another store's order or an unknown one, 400 for a malformed id, 401 without a token", async () => {
    const id = await f.orderId("o.status = 'pending'");
    for (const response of [
      await get(id, otra),
      await get('00000000-0000-4000-8000-000000000000'),
    ]) {
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, OPERATIONS_MESSAGES.orderNotFound);
    }
    assert.equal((await get('no-es-un-id')).statusCode, 400);
    assert.equal((await get(id, {} as Bearer)).statusCode, 401);
  });
});
