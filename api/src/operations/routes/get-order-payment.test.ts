import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { OrderPaymentAnswer } from '../contract.ts';
import { orderDetailFixtures } from './order-detail-fixtures.ts';

describe('GET /api/orders/:id/payment', () => {
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
    f.call('GET', `/api/orders/${id}/payment`, headers);

  it('answers the latest payment: the paid one after a declined attempt', async () => {
    const id = await f.orderId(
      `exists (select 1 from payments p where p.store_id = o.store_id and p.order_id = o.id and p.status = 'failed')
       and exists (select 1 from payments p where p.store_id = o.store_id and p.order_id = o.id and p.status = 'paid')`,
    );
    const response = await get(id);
    assert.equal(response.statusCode, 200, response.body);
    const paid = await f.row<{
      cardType: string | null;
      lastFour: string | null;
      authorizationCode: string | null;
      transactionId: string | null;
      amount: number;
      paidAt: Date;
      method: string;
    }>(
      `select card_type as "cardType", last_four as "lastFour", authorization_code as "authorizationCode",
              transaction_id as "transactionId", amount, paid_at as "paidAt", method
       from payments where store_id = $1 and order_id = $2 and status = 'paid'`,
      [DEMO_STORE_ID, id],
    );
    assert.deepEqual((response.json() as OrderPaymentAnswer).payment, {
      paymentStatus: 'paid',
      paymentMethod: paid.method,
      cardType: paid.cardType,
      lastFour: paid.lastFour,
      authorizationCode: paid.authorizationCode,
      bank: null,
      accountNumber: null,
      transactionId: paid.transactionId,
      totalAmount: paid.amount,
      paidAt: paid.paidAt.toISOString(),
    });
  });

  it('answers the bank and account of a transfer', async () => {
    const id = await f.orderId(
      `exists (select 1 from payments p where p.store_id = o.store_id and p.order_id = o.id
               and p.method = 'bank_transfer')`,
    );
    const { payment } = (await get(id)).json() as OrderPaymentAnswer;
    assert.equal(payment?.paymentMethod, 'bank_transfer');
    assert.ok(payment?.bank);
    assert.match(payment?.accountNumber ?? '', /^\*{4}\d{4}$/);
    assert.equal(payment?.cardType, null);
  });

  it('answers null before any payment', async () => {
    const id = await f.orderId(
      `o.status = 'draft' and not exists (select 1 from payments p where p.store_id = o.store_id and p.order_id = o.id)`,
    );
    const response = await get(id);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { payment: null });
  });

  it("answers 404 for another store's order", async () => {
    const id = await f.orderId('true');
    const response = await get(id, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, OPERATIONS_MESSAGES.orderNotFound);
  });
});
