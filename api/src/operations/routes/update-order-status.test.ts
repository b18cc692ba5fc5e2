import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { OrderDetail } from '../contract.ts';
import { orderDetailFixtures } from './order-detail-fixtures.ts';

const m = OPERATIONS_MESSAGES;

describe('POST /api/orders/:id/status', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let f: ReturnType<typeof orderDetailFixtures>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    f = orderDetailFixtures(testApp);
  });
  after(() => testApp.close());

  const change = (id: string, payload: unknown, headers: Bearer = demo) =>
    f.call('POST', `/api/orders/${id}/status`, headers, payload);

  const order = (id: string) =>
    f.row<{ status: string; cancelledAt: Date | null; updatedAt: Date }>(
      `select status, cancelled_at as "cancelledAt", updated_at as "updatedAt" from orders
       where store_id = $1 and id = $2`,
      [DEMO_STORE_ID, id],
    );
  const lastActivity = (id: string) =>
    f.row<{ type: string; status: string; description: string; user: string }>(
      `select type, status, description, user_name as "user" from order_history
       where store_id = $1 and order_id = $2 order by created_at desc limit 1`,
      [DEMO_STORE_ID, id],
    );
  const activityCount = async (id: string) =>
    Number(
      (
        await f.row<{ n: number }>(
          'select count(*) as n from order_history where store_id = $1 and order_id = $2',
          [DEMO_STORE_ID, id],
        )
      ).n,
    );

  it('changes the status, answers the order and records the change by the merchant', async () => {
    const id = await f.orderId("o.status = 'pending'");
    const before = await order(id);
    const response = await change(id, { status: 'processing', expectedStatus: 'pending' });
    assert.equal(response.statusCode, 200, response.body);
    const detail = response.json() as OrderDetail;
    assert.equal(detail.id, id);
    assert.equal(detail.status, 'processing');
    const after = await order(id);
    assert.equal(after.status, 'processing');
    assert.ok(after.updatedAt > before.updatedAt);
    assert.deepEqual(await lastActivity(id), {
      type: 'status_change',
      status: 'processing',
      description: 'Estado cambiado a En Proceso',
      user: 'Camila Rojas',
    });
  });

  it('sets cancelled_at when cancelled, and clears it when the order is taken back', async () => {
    const id = await f.orderId("o.status = 'processing'");
    assert.equal((await change(id, { status: 'cancelled' })).statusCode, 200);
    const cancelled = await order(id);
    assert.equal(cancelled.status, 'cancelled');
    assert.ok(cancelled.cancelledAt);
    assert.equal((await lastActivity(id)).description, 'Estado cambiado a Cancelado');

    assert.equal((await change(id, { status: 'pending' })).statusCode, 200);
    assert.equal((await order(id)).cancelledAt, null);
  });

  it('marks delivered (and back to shipped) along with the shipment', async () => {
    const id = await f.orderId("o.status = 'shipped' and o.requires_shipping");
    const shipment = () =>
      f.row<{ status: string; deliveredAt: Date | null }>(
        `select status, delivered_at as "deliveredAt" from order_shipments
         where store_id = $1 and order_id = $2`,
        [DEMO_STORE_ID, id],
      );
    assert.equal((await change(id, { status: 'delivered' })).statusCode, 200);
    assert.equal((await shipment()).status, 'delivered');
    assert.ok((await shipment()).deliveredAt);
    // Its shipment is registered: shipped needs no form again.
    assert.equal((await change(id, { status: 'shipped' })).statusCode, 200);
    assert.deepEqual(await shipment(), { status: 'shipped', deliveredAt: null });
  });

  it('marks shipped at once an order that needs no shipping', async () => {
    const id = await f.orderId("o.status = 'pending'");
    await testApp.db.query(
      'update orders set requires_shipping = false where store_id = $1 and id = $2',
      [DEMO_STORE_ID, id],
    );
    const response = await change(id, { status: 'shipped' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await order(id)).status, 'shipped');
  });

  it('refuses each change the rules forbid with its message, writing nothing', async () => {
    const pending = await f.orderId("o.status = 'pending' and o.requires_shipping");
    const draft = await f.orderId("o.status = 'draft'");
    const before = await f.snapshot();
    const refusals: Array<[string, unknown, number, string]> = [
      [pending, { status: 'draft' }, 400, m.statusToDraft],
      [pending, { status: 'enviado' }, 400, m.statusInvalid],
      [pending, { status: 'processing', expectedStatus: 'enviado' }, 400, m.statusInvalid],
      [draft, { status: 'pending' }, 409, m.statusDraft],
      [draft, { status: 'pending', expectedStatus: 'draft' }, 409, m.statusDraft],
      [pending, { status: 'pending' }, 409, m.statusUnchanged],
      [pending, { status: 'cancelled', expectedStatus: 'processing' }, 409, m.statusStale],
      [pending, { status: 'shipped' }, 409, m.statusNeedsShipment],
    ];
    for (const [id, payload, statusCode, message] of refusals) {
      const response = await change(id, payload);
      assert.equal(response.statusCode, statusCode, JSON.stringify(payload));
      assert.equal(response.json().message, message, JSON.stringify(payload));
    }
    for (const payload of [{}, { status: 1 }, { status: null }, ['pending'], 'pending']) {
      const response = await change(pending, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.ok(response.json().message);
    }
    assert.deepEqual(await f.snapshot(), before);
  });

  it('applies exactly one of two changes sent at once', async () => {
    const id = await f.orderId("o.status = 'pending'");
    const same = await Promise.all([
      change(id, { status: 'processing' }),
      change(id, { status: 'processing' }),
    ]);
    assert.deepEqual(same.map((response) => response.statusCode).sort(), [200, 409]);
    assert.equal(same.find((r) => r.statusCode === 409)?.json().message, m.statusUnchanged);

    const other = await f.orderId("o.status = 'pending'");
    const activityBefore = await activityCount(other);
    const rivals = await Promise.all([
      change(other, { status: 'processing', expectedStatus: 'pending' }),
      change(other, { status: 'cancelled', expectedStatus: 'pending' }),
    ]);
    assert.deepEqual(rivals.map((response) => response.statusCode).sort(), [200, 409]);
    const winner = rivals.find((response) => response.statusCode === 200)?.json() as OrderDetail;
    assert.equal(rivals.find((r) => r.statusCode === 409)?.json().message, m.statusStale);
    assert.equal((await order(other)).status, winner.status);
    assert.equal(await activityCount(other), activityBefore + 1);
  });

  it("answers 404 for another store's order or an unknown one, changing nothing", async () => {
    const id = await f.orderId("o.status = 'pending'");
    const before = await f.snapshot();
    for (const response of [
      await change(id, { status: 'processing' }, otra),
      await change('00000000-0000-4000-8000-000000000000', { status: 'processing' }),
    ]) {
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, m.orderNotFound);
    }
    assert.deepEqual(await f.snapshot(), before);
    assert.equal((await change(id, { status: 'processing' }, {} as Bearer)).statusCode, 401);
  });
});
