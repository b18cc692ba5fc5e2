import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { OrderShipping } from '../contract.ts';
import { orderDetailFixtures } from './order-detail-fixtures.ts';

describe('GET /api/orders/:id/shipping', () => {
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
    f.call('GET', `/api/orders/${id}/shipping`, headers);

  it("answers a shipped order's address and shipment as their rows say", async () => {
    const id = await f.orderId("o.status = 'shipped' and o.shipping_address_id is not null");
    const response = await get(id);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as OrderShipping;
    const address = await f.row<{ createdAt: Date }>(
      `select a.id::text as uuid, a.type, a.full_name as "fullName", a.phone, a.street, a.apartment,
              a.city, a.state, a.additional_info as "additionalInfo", a.is_default as "isDefault",
              a.created_at as "createdAt"
       from orders o join client_addresses a on a.store_id = o.store_id and a.id = o.shipping_address_id
       where o.store_id = $1 and o.id = $2`,
      [DEMO_STORE_ID, id],
    );
    assert.deepEqual(body.address, { ...address, createdAt: address.createdAt.toISOString() });
    assert.equal(body.address?.type, 'shipping');
    const shipment = await f.row<{
      carrier: string;
      trackingNumber: string;
      start: string;
      end: string;
      notes: string | null;
      message: string | null;
      shippedAt: Date;
    }>(
      `select carrier, tracking_number as "trackingNumber", estimated_delivery_start::text as start,
              estimated_delivery_end::text as "end", notes, message, shipped_at as "shippedAt"
       from order_shipments where store_id = $1 and order_id = $2`,
      [DEMO_STORE_ID, id],
    );
    assert.deepEqual(body.shipping, {
      status: 'shipped',
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      estimatedDeliveryRange: [shipment.start, shipment.end],
      notes: shipment.notes,
      message: shipment.message,
      shippedAt: shipment.shippedAt.toISOString(),
    });
  });

  it('answers no shipment before one is registered, and no address for an order without one', async () => {
    const pending = await f.orderId("o.status = 'pending' and o.shipping_address_id is not null");
    const before = (await get(pending)).json() as OrderShipping;
    assert.ok(before.address);
    assert.equal(before.shipping, null);

    const withoutAddress = await f.orderId('o.shipping_address_id is null');
    const response = await get(withoutAddress);
    assert.equal(response.statusCode, 200);
    assert.equal((response.json() as OrderShipping).address, null);
  });

  it("answers 404 for another store's order", async () => {
    const id = await f.orderId("o.status = 'shipped'");
    const response = await get(id, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, OPERATIONS_MESSAGES.orderNotFound);
  });
});
