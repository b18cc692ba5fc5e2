import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEMO_EMAIL, bearer, getAccessToken } from '../../testing/tokens.ts';

const APPROVED_CARD = '4051 8856 0044 6623';
const DECLINED_CARD = '5186 0595 5959 0568';

interface OrderRef {
  publicId: string;
  orderId: string;
  orderNumber: number;
  total: number;
}

describe('public order payment: /api/public/orders, the payment sandbox and the return', () => {
  let testApp: TestApp;
  const used = new Set<string>();

  before(async () => {
    testApp = await createTestApp();
  });
  after(() => testApp.close());

  /** A not yet used order of the demo store in `status` (unlocked unless asked). */
  async function order(status: string, { locked = false } = {}): Promise<OrderRef> {
    const { rows } = await testApp.db.query<OrderRef>(
      `select o.public_id as "publicId", o.id::text as "orderId", o.order_number as "orderNumber",
              o.total_amount as total
       from orders o join stores s on s.id = o.store_id join users u on u.id = s.owner_user_id
       left join orders lock on lock.store_id = o.store_id and lock.id = o.payment_locked_on_order_id
       where u.email = $1 and o.status = $2 and (lock.status = 'draft') is ${locked ? 'true' : 'not true'}
       order by o.order_number desc`,
      [DEMO_EMAIL, status],
    );
    const found = rows.find((row) => !used.has(row.publicId));
    assert.ok(found, `the seed has a ${status} order`);
    used.add(found.publicId);
    return found;
  }

  const form = (url: string, fields: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  const createPayment = (publicId: string, payload: unknown = { orderId: publicId }) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/public/orders/${publicId}/payments`,
      payload: payload as object,
    });

  /** Hidden fields of the page's auto-submitting form, and its action. */
  function returnForm(html: string): { action: string; fields: Record<string, string> } {
    const action = /<form id="return" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields: Record<string, string> = {};
    for (const [, name, value] of html.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
      if (name) fields[name] = value ?? '';
    }
    return { action: action.replace(/&amp;/g, '&'), fields };
  }

  /** Pays through the sandbox as a browser would; returns where the store sends the browser. */
  async function payThroughSandbox(publicId: string, card: string, action = 'pay') {
    const created = await createPayment(publicId);
    assert.equal(created.statusCode, 201, created.body);
    const { url_webpay: url, token } = created.json();
    assert.equal(url, 'http://localhost:4000/sandbox/webpay');
    assert.match(token, /^[0-9a-f]{64}$/);

    const page = await form('/sandbox/webpay', { token_ws: token });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Pago con tarjeta/);

    const paid = await form('/sandbox/webpay/pay', {
      token,
      cardNumber: card,
      expiry: '12/30',
      cvv: '123',
      action,
    });
    assert.equal(paid.statusCode, 200);
    const back = returnForm(paid.body);
    assert.equal(back.action, 'http://localhost:4000/api/public/payments/webpay-return');
    const returned = await form('/api/public/payments/webpay-return', back.fields);
    assert.equal(returned.statusCode, 303);
    return { location: String(returned.headers.location), back, token };
  }

  async function orderState(orderId: string) {
    const { rows } = await testApp.db.query<{ status: string; paidAt: Date | null }>(
      'select status, paid_at as "paidAt" from orders where id = $1',
      [orderId],
    );
    const payments = await testApp.db.query<{ status: string; lastFour: string; cardType: string }>(
      `select status, last_four as "lastFour", card_type as "cardType" from payments
       where order_id = $1 order by created_at desc`,
      [orderId],
    );
    return { ...rows[0], payments: payments.rows };
  }

  it('reads a draft order without a token: what the page shows, no client data', async () => {
    const draft = await order('draft');
    const response = await testApp.app.inject({ url: `/api/public/orders/${draft.publicId}` });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), [
      'createdAt',
      'id',
      'items',
      'orderNumber',
      'paymentLockedOnOrder',
      'paymentLockedOnOrderNumber',
      'requiresShipping',
      'shippingCost',
      'status',
      'storeName',
      'subtotal',
      'totalAmount',
    ]);
    assert.equal(body.id, draft.publicId);
    assert.equal(body.storeName, 'Café Cordillera');
    assert.equal(body.status, 'draft');
    assert.equal(body.totalAmount, draft.total);
    assert.ok(body.items.length > 0);
    const itemsTotal = (body.items as Array<{ price: number; quantity: number }>).reduce(
      (sum, item) => sum + item.price * item.quantity,
      0,
    );
    assert.equal(itemsTotal + body.shippingCost, body.totalAmount);
    assert.ok(!JSON.stringify(body).includes(draft.orderId), 'the order id is never shown');
  });

  it('answers 404 for an unknown, malformed or internal id', async () => {
    const draft = await order('draft');
    for (const id of ['0'.repeat(32), 'abc', draft.orderId, `${draft.publicId}x`]) {
      const response = await testApp.app.inject({ url: `/api/public/orders/${id}` });
      assert.equal(response.statusCode, 404, id);
      assert.equal(response.json().message, 'No se encontró la orden');
      assert.equal((await createPayment(id, {})).statusCode, 404);
    }
  });

  it('pays a draft order through the sandbox: the order becomes pending', async () => {
    const draft = await order('draft');
    const { location } = await payThroughSandbox(draft.publicId, APPROVED_CARD);
    assert.equal(
      location,
      `http://localhost:3000/public/orders/${draft.publicId}?paymentStatus=success`,
    );
    const state = await orderState(draft.orderId);
    assert.equal(state.status, 'pending');
    assert.ok(state.paidAt);
    assert.equal(state.payments[0]?.status, 'paid');
    assert.equal(state.payments[0]?.lastFour, '6623');
    assert.equal(state.payments[0]?.cardType, 'Visa');

    const { rows: history } = await testApp.db.query<{ description: string }>(
      `select description from order_history where order_id = $1 order by created_at desc limit 1`,
      [draft.orderId],
    );
    assert.equal(history[0]?.description, 'Pago recibido · estado cambiado a Pendiente');
    const { rows: sales } = await testApp.db.query<{ amount: number }>(
      `select amount from account_transactions where reference = $1 and statement = 'sales'`,
      [draft.orderId],
    );
    assert.equal(sales[0]?.amount, draft.total);
    const { rows: mail } = await testApp.db.query<{ subject: string }>(
      `select o.subject from outbox o join orders x on lower(x.client_email) = lower(o.to_email)
       where x.id = $1 order by o.created_at desc limit 1`,
      [draft.orderId],
    );
    assert.equal(mail[0]?.subject, `Recibimos tu pedido #${draft.orderNumber}`);

    // The merchant sees it as pending; the public page no longer offers to pay.
    const token = await getAccessToken(testApp.app, DEMO_EMAIL);
    const list = await testApp.app.inject({
      url: `/api/orders?search=${draft.orderNumber}&perPage=100`,
      headers: bearer(token),
    });
    const listed = (list.json().data as Array<{ id: string; status: string }>).find(
      (row) => row.id === draft.orderId,
    );
    assert.equal(listed?.status, 'pending');
    const again = await createPayment(draft.publicId);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'La orden ya fue pagada y está en proceso');
  });

  it('records a declined card: the outcome is an error and the order stays a draft', async () => {
    const draft = await order('draft');
    const { location } = await payThroughSandbox(draft.publicId, DECLINED_CARD);
    assert.match(location, /paymentStatus=error$/);
    const state = await orderState(draft.orderId);
    assert.equal(state.status, 'draft');
    assert.equal(state.payments[0]?.status, 'failed');
    // It can be paid again afterwards.
    const retry = await payThroughSandbox(draft.publicId, APPROVED_CARD);
    assert.match(retry.location, /paymentStatus=success$/);
  });

  it('treats a cancelled purchase at the provider as an error, recording no payment', async () => {
    const draft = await order('draft');
    const before = (await orderState(draft.orderId)).payments.length;
    const { location, back } = await payThroughSandbox(draft.publicId, '', 'abort');
    assert.ok(back.fields.TBK_TOKEN, 'the provider returns TBK_TOKEN');
    assert.match(location, /paymentStatus=error$/);
    const state = await orderState(draft.orderId);
    assert.equal(state.status, 'draft');
    assert.equal(state.payments.length, before);
  });

  it('gives the same outcome to a repeated return, recording the payment once', async () => {
    const draft = await order('draft');
    const { back, location } = await payThroughSandbox(draft.publicId, APPROVED_CARD);
    const again = await form('/api/public/payments/webpay-return', back.fields);
    assert.equal(again.statusCode, 303);
    assert.equal(again.headers.location, location);
    const viaGet = await testApp.app.inject({
      url: `/api/public/payments/webpay-return?token_ws=${back.fields.token_ws}`,
    });
    assert.equal(viaGet.headers.location, location);
    const paid = (await orderState(draft.orderId)).payments.filter((p) => p.status === 'paid');
    assert.equal(paid.length, 1);
  });

  it('refuses to pay a cancelled order, a paid one and one locked by an unpaid order', async () => {
    const cancelled = await order('cancelled');
    const refusedCancelled = await createPayment(cancelled.publicId);
    assert.equal(refusedCancelled.statusCode, 409);
    assert.equal(
      refusedCancelled.json().message,
      'La orden está cancelada y no puede recibir pagos',
    );

    const delivered = await order('delivered');
    assert.equal((await createPayment(delivered.publicId)).statusCode, 409);

    const locked = await order('draft', { locked: true });
    const read = await testApp.app.inject({ url: `/api/public/orders/${locked.publicId}` });
    const blocking = read.json().paymentLockedOnOrder as string;
    assert.match(blocking, /^[0-9a-f]{32}$/);
    assert.ok(read.json().paymentLockedOnOrderNumber > 0);
    const refused = await createPayment(locked.publicId);
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /^Pago bloqueado/);

    // Once the blocking order is paid, the lock is lifted.
    used.add(blocking);
    await payThroughSandbox(blocking, APPROVED_CARD);
    const unlocked = await testApp.app.inject({ url: `/api/public/orders/${locked.publicId}` });
    assert.equal(unlocked.json().paymentLockedOnOrder, null);
    assert.equal((await createPayment(locked.publicId)).statusCode, 201);
  });

  it('validates the body: orderId must match and returnUrl must be a page of the platform', async () => {
    const draft = await order('draft');
    const mismatch = await createPayment(draft.publicId, { orderId: '1'.repeat(32) });
    assert.equal(mismatch.statusCode, 400);
    const foreign = await createPayment(draft.publicId, {
      returnUrl: 'https://evil.example/robar',
    });
    assert.equal(foreign.statusCode, 400);
    assert.equal(foreign.json().message, 'returnUrl debe ser una página de la plataforma');
    const ownPage = await createPayment(draft.publicId, {
      returnUrl: `http://localhost:3001/public/orders/${draft.publicId}?paymentStatus=error`,
    });
    assert.equal(ownPage.statusCode, 201);
    const { rows } = await testApp.db.query<{ returnUrl: string }>(
      'select return_url as "returnUrl" from payment_sessions where token = $1',
      [ownPage.json().token],
    );
    assert.equal(rows[0]?.returnUrl, `http://localhost:3001/public/orders/${draft.publicId}`);
  });

  it('limits the payment attempts of one order from any address, besides each address', async () => {
    const { publicId } = await order('draft');
    const attempt = (address: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/public/orders/${publicId}/payments`,
        remoteAddress: address,
        payload: { orderId: publicId },
      });
    for (let i = 1; i <= 10; i += 1) {
      assert.equal((await attempt(`198.51.100.${i}`)).statusCode, 201, `attempt ${i}`);
    }
    const refused = await attempt('198.51.100.11');
    assert.equal(refused.statusCode, 429);
    const body = refused.json();
    assert.equal(body.message, 'Demasiados intentos de pago para esta orden. Espera unos minutos.');
    assert.ok(body.retryAfterSeconds > 0 && body.retryAfterSeconds <= 600);
    assert.equal(refused.headers['retry-after'], String(body.retryAfterSeconds));

    const other = await order('draft');
    assert.equal((await createPayment(other.publicId)).statusCode, 201, 'another order is free');
  });

  it('keeps the sandbox honest: unknown tokens, wrong cards, expired transactions', async () => {
    assert.equal((await testApp.app.inject({ url: '/sandbox/health' })).statusCode, 200);
    const unknown = await form('/sandbox/webpay', { token_ws: 'f'.repeat(64) });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.body, /La transacción no existe/);

    const draft = await order('draft');
    const { token } = (await createPayment(draft.publicId)).json();
    const wrongCard = await form('/sandbox/webpay/pay', {
      token,
      cardNumber: '4111 1111 1111 1111',
      expiry: '12/30',
      cvv: '123',
      action: 'pay',
    });
    assert.equal(wrongCard.statusCode, 400);
    assert.match(wrongCard.body, /tarjetas de prueba/);
    const pastExpiry = await form('/sandbox/webpay/pay', {
      token,
      cardNumber: APPROVED_CARD,
      expiry: '01/20',
      cvv: '123',
      action: 'pay',
    });
    assert.equal(pastExpiry.statusCode, 400);

    await testApp.db.query(
      "update payment_sandbox_transactions set expires_at = now() - interval '1 second' where token = $1",
      [token],
    );
    const expired = await form('/sandbox/webpay', { token_ws: token });
    assert.equal(expired.statusCode, 410);
    // An unpaid token cannot be committed: the return is an error.
    const returned = await form('/api/public/payments/webpay-return', { token_ws: token });
    assert.match(String(returned.headers.location), /paymentStatus=error$/);
  });

  it('the status page sees the payment sandbox', async () => {
    const response = await testApp.app.inject({ url: '/api/system/status' });
    const payments = (response.json().components as Array<{ id: string; status: string }>).find(
      (component) => component.id === 'payments',
    );
    assert.equal(payments?.status, 'operational');
  });
});
