import { CARRIERS, trackingLink, type Carrier } from '@platform/shared/constants';
import { OPERATIONS_MESSAGES, type ManualShippingValues } from '@platform/shared/validation';

import type { Database, Queryable } from '../db/index.ts';
import { emailClientAboutOrder, renderStoreTemplate } from '../email/client-email.ts';
import { escapeHtml } from '../email/outbox.ts';
import { conflict } from '../http/errors.ts';
import { applyStatus, lockOrder, merchantName, type LockedOrder } from './order-status.ts';

const m = OPERATIONS_MESSAGES;

/** The e-mail's template key (seeded for every store, the merchant may edit it). */
const SHIPPED_TEMPLATE = 'pedido_enviado';

const DEFAULT_SHIPPED = {
  subject: 'Tu pedido #{{numero_orden}} va en camino',
  content:
    '<p>Hola {{nombre_cliente}},</p><p>Tu pedido <strong>#{{numero_orden}}</strong> fue despachado con {{transportista}}. Número de seguimiento: {{numero_seguimiento}}.</p>',
};

/** 'Otro' reads badly in a sentence to the client; the seed calls such a shipment this too. */
const carrierName = (carrier: Carrier) =>
  carrier === 'other' ? 'Reparto propio' : CARRIERS[carrier].label;

/** 'YYYY-MM-DD' → 'dd-MM-yyyy' (es-CL), a calendar day as it is. */
const day = (iso: string) => iso.split('-').reverse().join('-');

/** A shipment as the validated manual shipping form gives it (spec 3 §5). */
export type ManualShipment = ManualShippingValues & { carrier: Carrier; trackingNumber: string };

/**
 * Registers an order's manual shipment (spec 3 §4, §5), all or nothing with the order row locked:
 * the shipment (one per order: a second registration replaces it), the order shipped, its activity
 * and, when asked, the client's e-mail with the carrier, the tracking number and link, the
 * delivery range and the merchant's message. Only an order that needs shipping, pending or in
 * process, can be shipped this way (409 otherwise).
 */
export async function confirmOrderShipping(
  db: Database,
  input: { storeId: string; orderId: string; userId: string; shipment: ManualShipment },
): Promise<void> {
  const { storeId, orderId, shipment } = input;
  const [start, end] = shipment.estimatedDeliveryRange as [string, string];
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, storeId, orderId);
    if (!order.requiresShipping) throw conflict(m.shippingNotRequired);
    if (order.status !== 'pending' && order.status !== 'processing') {
      throw conflict(m.shippingNotAllowed);
    }
    const user = await merchantName(tx, input.userId);

    await tx.query(
      `insert into order_shipments (store_id, order_id, status, carrier, tracking_number,
         estimated_delivery_start, estimated_delivery_end, notes, message, send_email, shipped_at)
       values ($1, $2, 'shipped', $3, $4, $5, $6, $7, $8, $9, now())
       on conflict (store_id, order_id) do update set
         status = 'shipped', carrier = excluded.carrier, tracking_number = excluded.tracking_number,
         estimated_delivery_start = excluded.estimated_delivery_start,
         estimated_delivery_end = excluded.estimated_delivery_end, notes = excluded.notes,
         message = excluded.message, send_email = excluded.send_email, shipped_at = now(),
         delivered_at = null`,
      [
        storeId,
        orderId,
        shipment.carrier,
        shipment.trackingNumber,
        start,
        end,
        shipment.notes,
        shipment.message,
        shipment.sendEmailToCustomer,
      ],
    );
    await tx.query(
      `insert into order_history (store_id, order_id, type, status, description, user_name, details, created_at)
       values ($1, $2, 'other', null, 'Despacho registrado', $3, $4, clock_timestamp())`,
      [
        storeId,
        orderId,
        user,
        `${carrierName(shipment.carrier)} · ${shipment.trackingNumber} · entrega estimada ${day(start)} a ${day(end)}`,
      ],
    );
    await applyStatus(tx, { storeId, orderId, status: 'shipped', user });
    if (shipment.sendEmailToCustomer) {
      await emailShipment(tx, { storeId, orderId, order, shipment, start, end });
      await tx.query(
        `insert into order_history (store_id, order_id, type, status, description, user_name, details, created_at)
         values ($1, $2, 'email_sent', null, 'Aviso de despacho enviado', $3, $4, clock_timestamp())`,
        [storeId, orderId, user, order.clientEmail],
      );
    }
  });
}

/**
 * The shipping notice, from the store's 'pedido_enviado' template, followed by what the template
 * has no variable for: the tracking link (none for 'other'), the delivery range and the message.
 */
async function emailShipment(
  tx: Queryable,
  context: {
    storeId: string;
    orderId: string;
    order: LockedOrder;
    shipment: ManualShipment;
    start: string;
    end: string;
  },
): Promise<void> {
  const { storeId, orderId, order, shipment } = context;
  const rendered = await renderStoreTemplate(tx, storeId, SHIPPED_TEMPLATE, DEFAULT_SHIPPED, {
    nombre_cliente: order.clientFirstName,
    nombre_tienda: order.storeName,
    numero_orden: String(order.orderNumber),
    transportista: carrierName(shipment.carrier),
    numero_seguimiento: shipment.trackingNumber,
  });
  const link = trackingLink(shipment.carrier, shipment.trackingNumber);
  const paragraphs = [
    link
      ? `<p>Sigue tu envío en ${escapeHtml(CARRIERS[shipment.carrier].label)}: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
      : '',
    `<p>Entrega estimada: entre el ${day(context.start)} y el ${day(context.end)}.</p>`,
    shipment.message ? `<p>Mensaje de ${escapeHtml(order.storeName)}:</p>` : '',
    // One paragraph per line, so the text body keeps the merchant's line breaks too.
    ...(shipment.message ?? '')
      .split(/\r?\n/)
      .filter((line) => line.trim())
      .map((line) => `<p>${escapeHtml(line)}</p>`),
  ];
  await emailClientAboutOrder(tx, {
    storeId,
    clientId: order.clientId,
    orderId,
    to: order.clientEmail,
    template: SHIPPED_TEMPLATE,
    subject: rendered.subject,
    html: rendered.html + paragraphs.join(''),
  });
}
