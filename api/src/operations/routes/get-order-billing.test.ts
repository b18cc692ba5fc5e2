import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { OrderBilling } from '../contract.ts';
import { orderDetailFixtures } from './order-detail-fixtures.ts';

describe('GET /api/orders/:id/billing', () => {
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
    f.call('GET', `/api/orders/${id}/billing`, headers);

  it("answers the order's billing address as its row says", async () => {
    const id = await f.orderId('o.billing_address_id is not null');
    const response = await get(id);
    assert.equal(response.statusCode, 200, response.body);
    const address = await f.row<{ createdAt: Date }>(
      `select a.id::text as uuid, a.type, a.full_name as "fullName", a.phone, a.street, a.apartment,
              a.city, a.state, a.additional_info as "additionalInfo", a.is_default as "isDefault",
              a.created_at as "createdAt"
       from orders o join client_addresses a on a.store_id = o.store_id and a.id = o.billing_address_id
       where o.store_id = $1 and o.id = $2`,
      [DEMO_STORE_ID, id],
    );
    assert.deepEqual((response.json() as OrderBilling).billingAddress, {
      ...address,
      createdAt: address.createdAt.toISOString(),
    });
    assert.equal((response.json() as OrderBilling).billingAddress?.type, 'billing');
  });

  it('answers null for an order without a billing address', async () => {
    const id = await f.orderId('o.billing_address_id is null');
    const response = await get(id);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { billingAddress: null });
  });

  it("answers 404 for another store's order", async () => {
    const id = await f.orderId('true');
    const response = await get(id, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, OPERATIONS_MESSAGES.orderNotFound);
  });
});
