import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { OrderShipping } from '../contract.ts';
import { orderDetailFixtures } from './order-detail-fixtures.ts';

const m = OPERATIONS_MESSAGES;

const SHIPMENT = {
  carrier: 'chilexpress',
  trackingNumber: ' 998877665544 ',
  notes: 'Dejar en conserjería',
  estimatedDeliveryRange: ['2030-03-04', '2030-03-06'],
  message: '¡Gracias por tu compra!\nQue lo disfrutes.',
  sendEmailToCustomer: true,
};

describe('POST /api/orders/:id/shipping/confirm', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let f: ReturnType<typeof orderDetailFixtures>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    f = orderDetailFixtures(testApp);
  });
  after(() => testApp.close());

  const confirm = (id: string, payload: unknown, headers: Bearer = demo) =>
    f.call('POST', `/api/orders/${id}/shipping/confirm`, headers, payload);

  const orderOf = (id: string) =>
    f.row<{ status: string; orderNumber: number; clientEmail: string }>(
      `select status, order_number as "orderNumber", client_email as "clientEmail" from orders
       where store_id = $1 and id = $2`,
      [DEMO_STORE_ID, id],
    );
  const newActivity = async (id: string, since: Date) =>
    (
      await testApp.db.query<{ type: string; status: string | null; description: string }>(
        `select type, status, description from order_history
         where store_id = $1 and order_id = $2 and created_at >= $3 order by created_at`,
        [DEMO_STORE_ID, id, since],
      )
    ).rows;
  const mailTo = async (to: string) =>
    (
      await testApp.db.query<{ subject: string; text: string; html: string }>(
        `select subject, body_text as text, body_html as html from outbox where to_email = $1
         order by created_at desc`,
        [to],
      )
    ).rows;
  const shipmentEmails = async (id: string) =>
    (
      await testApp.db.query<{ template: string; medium: string; recipient: string }>(
        `select template, medium, recipient from communications
         where store_id = $1 and order_id = $2 and template = 'pedido_enviado'`,
        [DEMO_STORE_ID, id],
      )
    ).rows;

  it('registers the shipment, marks the order shipped and e-mails the client the tracking', async () => {
    const id = await f.orderId("o.status = 'processing' and o.requires_shipping");
    const order = await orderOf(id);
    const since = new Date();
    const response = await confirm(id, SHIPMENT);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { ok: true });

    assert.equal((await orderOf(id)).status, 'shipped');
    const shipping = (
      await f.call('GET', `/api/orders/${id}/shipping`, demo)
    ).json() as OrderShipping;
    assert.deepEqual(
      { ...shipping.shipping, shippedAt: undefined },
      {
        status: 'shipped',
        carrier: 'chilexpress',
        trackingNumber: '998877665544',
        estimatedDeliveryRange: ['2030-03-04', '2030-03-06'],
        notes: 'Dejar en conserjería',
        message: '¡Gracias por tu compra!\nQue lo disfrutes.',
        shippedAt: undefined,
      },
    );
    assert.ok(shipping.shipping?.shippedAt);
    assert.deepEqual(await newActivity(id, since), [
      { type: 'other', status: null, description: 'Despacho registrado' },
      { type: 'status_change', status: 'shipped', description: 'Estado cambiado a Enviado' },
      { type: 'email_sent', status: null, description: 'Aviso de despacho enviado' },
    ]);

    const [mail] = await mailTo(order.clientEmail);
    assert.ok(mail);
    assert.equal(mail.subject, `Tu pedido #${order.orderNumber} va en camino`);
    const link =
      'https://www.chilexpress.cl/Views/ChilexpressCL/Resultado-busqueda.aspx?DATA=998877665544';
    for (const expected of [
      'fue despachado con Chilexpress',
      'Número de seguimiento: 998877665544',
      link,
      'Entrega estimada: entre el 04-03-2030 y el 06-03-2030.',
      '¡Gracias por tu compra!\n\nQue lo disfrutes.',
    ]) {
      assert.ok(mail.text.includes(expected), `${expected} in ${mail.text}`);
    }
    assert.ok(mail.html.includes(`<a href="${link}">`));
    assert.deepEqual(await shipmentEmails(id), [
      { template: 'pedido_enviado', medium: 'email', recipient: order.clientEmail },
    ]);
  });

  it("e-mails from the store's own template, with no tracking link for another carrier", async () => {
    await testApp.db.query(
      `update email_templates set subject = '¡En camino! Pedido {{numero_orden}}'
       where store_id = $1 and template_key = 'pedido_enviado'`,
      [DEMO_STORE_ID],
    );
    const id = await f.orderId("o.status = 'pending' and o.requires_shipping");
    const order = await orderOf(id);
    const { sendEmailToCustomer: _, ...withoutChoice } = SHIPMENT;
    const response = await confirm(id, { ...withoutChoice, carrier: 'other', message: null });
    assert.equal(response.statusCode, 200, response.body);
    const [mail] = await mailTo(order.clientEmail);
    assert.equal(mail?.subject, `¡En camino! Pedido ${order.orderNumber}`, 'e-mailed by default');
    assert.ok(!mail?.html.includes('<a '), 'no tracking link for other');
    assert.ok(!mail?.text.includes('Mensaje de'), 'no message');
  });

  it('does not e-mail the client when unchecked', async () => {
    const id = await f.orderId("o.status = 'processing' and o.requires_shipping");
    const order = await orderOf(id);
    const mailsBefore = (await mailTo(order.clientEmail)).length;
    const since = new Date();
    const response = await confirm(id, {
      ...SHIPMENT,
      carrier: 'starken',
      sendEmailToCustomer: false,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await orderOf(id)).status, 'shipped');
    assert.equal((await mailTo(order.clientEmail)).length, mailsBefore);
    assert.deepEqual(await shipmentEmails(id), []);
    assert.deepEqual(
      (await newActivity(id, since)).map((entry) => entry.type),
      ['other', 'status_change'],
    );
    const sendEmail = await f.row<{ sendEmail: boolean }>(
      'select send_email as "sendEmail" from order_shipments where store_id = $1 and order_id = $2',
      [DEMO_STORE_ID, id],
    );
    assert.equal(sendEmail.sendEmail, false);
  });

  it("refuses a form that breaks the form's rules with its message, writing nothing", async () => {
    const id = await f.orderId("o.status = 'pending' and o.requires_shipping");
    const before = await f.snapshot();
    const refusals: Array<[unknown, string]> = [
      [{ ...SHIPMENT, trackingNumber: '  ' }, m.shippingRequired],
      [{ ...SHIPMENT, trackingNumber: null }, m.shippingRequired],
      [{ ...SHIPMENT, carrier: undefined }, m.shippingRequired],
      [{ ...SHIPMENT, estimatedDeliveryRange: null }, m.shippingRequired],
      [{ ...SHIPMENT, estimatedDeliveryRange: ['2030-03-04'] }, m.shippingRequired],
      [{ ...SHIPMENT, estimatedDeliveryRange: ['2030-03-04', null] }, m.shippingRequired],
      [{ ...SHIPMENT, estimatedDeliveryRange: ['2030-02-30', '2030-03-06'] }, m.shippingRequired],
      [{ ...SHIPMENT, carrier: 'fedex' }, m.shippingCarrier],
      [{ ...SHIPMENT, estimatedDeliveryRange: ['2030-03-06', '2030-03-04'] }, m.shippingRangeOrder],
      [{ ...SHIPMENT, trackingNumber: '9'.repeat(101) }, m.shippingTrackingMax],
    ];
    for (const [payload, message] of refusals) {
      const response = await confirm(id, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().message, message, JSON.stringify(payload));
    }
    for (const payload of [
      { ...SHIPMENT, sendEmailToCustomer: 'sí' },
      { ...SHIPMENT, estimatedDeliveryRange: '2030-03-04' },
      [SHIPMENT],
      'texto',
    ]) {
      const response = await confirm(id, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.ok(response.json().message);
    }
    assert.deepEqual(await f.snapshot(), before);
  });

  it('refuses an order that needs no shipping or is not pending or in process, writing nothing', async () => {
    const noShipping = await f.orderId("o.status = 'pending'");
    await testApp.db.query(
      'update orders set requires_shipping = false where store_id = $1 and id = $2',
      [DEMO_STORE_ID, noShipping],
    );
    const before = await f.snapshot();
    const noShippingResponse = await confirm(noShipping, SHIPMENT);
    assert.equal(noShippingResponse.statusCode, 409);
    assert.equal(noShippingResponse.json().message, m.shippingNotRequired);
    for (const status of ['draft', 'shipped', 'delivered', 'cancelled']) {
      const id = await f.orderId(`o.status = '${status}' and o.requires_shipping`);
      const response = await confirm(id, SHIPMENT);
      assert.equal(response.statusCode, 409, status);
      assert.equal(response.json().message, m.shippingNotAllowed, status);
    }
    assert.deepEqual(await f.snapshot(), before);
  });

  it('registers one of two confirmations sent at once', async () => {
    const id = await f.orderId("o.status = 'processing' and o.requires_shipping");
    const responses = await Promise.all([
      confirm(id, SHIPMENT),
      confirm(id, { ...SHIPMENT, carrier: 'starken', trackingNumber: '123' }),
    ]);
    assert.deepEqual(responses.map((response) => response.statusCode).sort(), [200, 409]);
    assert.equal((await shipmentEmails(id)).length, 1);
  });

  it("answers 404 for another store's order or an unknown one, changing nothing", async () => {
    const id = await f.orderId("o.status = 'processing' and o.requires_shipping");
    const before = await f.snapshot();
    for (const response of [
      await confirm(id, SHIPMENT, otra),
      await confirm('00000000-0000-4000-8000-000000000000', SHIPMENT),
    ]) {
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, m.orderNotFound);
    }
    assert.deepEqual(await f.snapshot(), before);
    assert.equal((await confirm(id, SHIPMENT, {} as Bearer)).statusCode, 401);
  });
});
