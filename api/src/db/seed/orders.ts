// Operations, part two: a year of orders with their items, payments, history and shipments.
import { STATUS_LABELS } from '@platform/shared/constants';

import { BANKS } from '../seed-data.ts';
import { Rng, clp, stableToken } from '../seed-utils.ts';
import type { Queryable } from '../types.ts';
import {
  HOUR,
  LARGE_LOAD,
  MINUTE,
  type Membership,
  type OrderKind,
  type OrderStatus,
  type SeededPlan,
  SeededProduct,
  StoreContext,
} from './store-context.ts';
import { Batch, TABLE_ORDER } from './tables.ts';

const CARRIERS = [
  ['starken', 35, 'Starken'],
  ['chilexpress', 30, 'Chilexpress'],
  ['bluexpress', 20, 'Blue Express'],
  ['correoschile', 10, 'CorreosChile'],
  ['other', 5, 'Reparto propio'],
] as const;

// Order history reads the statuses as the badges do.
const STATUS_LABEL = STATUS_LABELS.order;

interface ForcedOrder {
  clientId?: string;
  kind?: OrderKind;
  status?: OrderStatus;
  lockedOnSlot?: string;
}

const LEAN_AFTER_DAYS = 60;

export async function seedOrders(
  store: StoreContext,
  db: Queryable,
  counts: Map<string, number>,
  log: (message: string) => void,
): Promise<void> {
  const cal = store.cal;
  const s = store.seed;
  const dayCounts = store.dayCounts();
  const shop = store.products.filter((p) => !p.isPack && !p.archived && !p.hidden && !p.noShipping);
  const digital = store.products.filter(
    (p) => !p.isPack && !p.archived && !p.hidden && p.noShipping,
  );
  const packs = store.products.filter((p) => p.isPack && !p.archived && !p.hidden);

  // forced slots: a plan renewal awaiting payment (yesterday) that blocks today's draft order of
  // the same client, and pending orders created today
  const forced = new Map<string, ForcedOrder>();
  const lockClient = store.clients.find(
    (c) => c.membership?.status === 'active' && c.createdOffset > 30,
  );
  if (lockClient) {
    forced.set('1:0', { clientId: lockClient.id, kind: 'plan', status: 'draft' });
    forced.set('0:0', {
      clientId: lockClient.id,
      kind: 'products',
      status: 'draft',
      lockedOnSlot: '1:0',
    });
  }
  forced.set('0:1', { status: 'pending' });
  forced.set('0:2', { status: 'pending' });
  const slotIds = new Map<string, string>();

  const batch = new Batch(TABLE_ORDER);
  // large loads (bench): orders older than LEAN_AFTER_DAYS keep items, payments, shipment and a short
  // activity (created, paid, final status) but no e-mails or client-history entries
  const leanAfterDays = store.orders > LARGE_LOAD ? LEAN_AFTER_DAYS : Number.POSITIVE_INFINITY;
  let number = 1000;
  const merchant = s.merchantName;
  for (let d = dayCounts.length - 1; d >= 0; d -= 1) {
    const n = dayCounts[d] ?? 0;
    const slots: Array<{ slot: string; created: Date; r: Rng }> = [];
    for (let j = 0; j < n; j += 1) {
      const r = store.rng('order', d, j);
      const created = cal.at(d, 8 + r.next() * 14);
      slots.push({ slot: `${d}:${j}`, created, r });
    }
    slots.sort((a, b) => a.created.getTime() - b.created.getTime() || a.slot.localeCompare(b.slot));
    for (const { slot, created, r } of slots) {
      number += 1;
      const f = forced.get(slot) ?? {};
      const lean = d > leanAfterDays;
      const orderId = store.seqId('order', slot);
      slotIds.set(slot, orderId);
      const pool = store.eligible(d);
      const client =
        (f.clientId && store.clients.find((c) => c.id === f.clientId)) ||
        r.pick(pool.length ? pool : store.clients);
      const membership = store.membershipAt(client, d);
      const kind: OrderKind =
        f.kind ??
        (membership
          ? r.weighted([
              ['plan', 55],
              ['pack', 15],
              ['products', 30],
            ] as const)
          : r.weighted([
              ['pack', 35],
              ['products', 65],
            ] as const));

      // items
      const items: Array<{
        type: 'plan' | 'product' | 'pack';
        product?: SeededProduct;
        plan?: SeededPlan;
        quantity: number;
      }> = [];
      let subscriptionId: string | null = null;
      if (kind === 'plan' && (membership ?? client.membership)) {
        const m = (membership ?? client.membership) as Membership;
        subscriptionId = m.id;
        items.push({ type: 'plan', plan: m.plan, quantity: 1 });
        for (const inc of m.included)
          items.push({ type: 'product', product: inc.product, quantity: inc.quantity });
      } else if (kind === 'pack' || (kind === 'plan' && !client.membership)) {
        const choices = packs.filter((p) => !p.requiresMembership || membership);
        items.push({ type: 'pack', product: r.pick(choices), quantity: r.chance(0.85) ? 1 : 2 });
      } else if (r.chance(0.03) && digital.length) {
        items.push({ type: 'product', product: r.pick(digital), quantity: 1 });
      } else {
        for (const product of r.sample(
          shop,
          r.weighted([
            [1, 55],
            [2, 32],
            [3, 13],
          ] as const),
        )) {
          items.push({
            type: 'product',
            product,
            quantity: r.weighted([
              [1, 70],
              [2, 25],
              [3, 5],
            ] as const),
          });
        }
      }
      const effectiveKind: OrderKind =
        items[0]?.type === 'plan' ? 'plan' : items[0]?.type === 'pack' ? 'pack' : 'products';
      const requiresShipping = items.some(
        (item) => item.type === 'plan' || !item.product?.noShipping,
      );
      const subtotal = items.reduce(
        (sum, item) => sum + (item.plan?.price ?? item.product?.price ?? 0) * item.quantity,
        0,
      );
      const shippingCost =
        requiresShipping && effectiveKind !== 'plan' ? store.shippingCost(client.commune.name) : 0;
      const total = subtotal + shippingCost;

      let status = f.status ?? store.statusFor(r, d);
      if (!requiresShipping && (status === 'processing' || status === 'shipped'))
        status = 'delivered';

      // payment and timeline
      const paid = status !== 'draft' && !(status === 'cancelled' && r.chance(0.4));
      const method = r.weighted([
        ['webpay_credit', 85],
        ['bank_transfer', 15],
      ] as const);
      const failedAttempt = paid
        ? r.chance(0.06)
        : status === 'draft'
          ? r.chance(0.3)
          : r.chance(0.5);
      const limit = cal.now - 20_000;
      const clamp = (t: number, after: number) => Math.max(after + 1000, Math.min(t, limit));
      const t0 = created.getTime();
      const attemptAt = failedAttempt ? clamp(t0 + r.int(1, 15) * MINUTE, t0) : t0;
      const paidAt = paid
        ? clamp(
            attemptAt + (method === 'bank_transfer' ? r.int(30, 600) : r.int(1, 30)) * MINUTE,
            attemptAt,
          )
        : undefined;
      const base = paidAt ?? t0;
      const processingAt =
        ['processing', 'shipped', 'delivered'].includes(status) && requiresShipping
          ? clamp(base + r.int(2, 20) * HOUR, base)
          : undefined;
      const shippedAt =
        (status === 'shipped' || status === 'delivered') && requiresShipping
          ? clamp((processingAt ?? base) + r.int(10, 40) * HOUR, processingAt ?? base)
          : undefined;
      const deliveredAt =
        status === 'delivered'
          ? clamp(
              (shippedAt ?? base) + (requiresShipping ? r.int(18, 72) * HOUR : 2 * MINUTE),
              shippedAt ?? base,
            )
          : undefined;
      const cancelledAt =
        status === 'cancelled' ? clamp(base + r.int(1, 48) * HOUR, base) : undefined;
      const lastAt = Math.max(
        t0,
        attemptAt,
        paidAt ?? 0,
        processingAt ?? 0,
        shippedAt ?? 0,
        deliveredAt ?? 0,
        cancelledAt ?? 0,
      );

      const lockedOn = f.lockedOnSlot ? (slotIds.get(f.lockedOnSlot) ?? null) : null;
      batch.add('orders', {
        store_id: store.storeId,
        id: orderId,
        order_number: number,
        public_id: stableToken(`${s.key}:public-order:${slot}`),
        client_id: client.id,
        client_name: client.fullName,
        client_email: client.email,
        subscription_id: subscriptionId,
        status,
        subtotal_amount: subtotal,
        shipping_cost: shippingCost,
        total_amount: total,
        payment_method: paid || failedAttempt ? method : null,
        requires_shipping: requiresShipping,
        payment_locked_on_order_id: lockedOn,
        shipping_address_id: requiresShipping ? client.shippingAddressId : null,
        billing_address_id: client.billingAddressId,
        paid_at: paidAt ? new Date(paidAt) : null,
        cancelled_at: cancelledAt ? new Date(cancelledAt) : null,
        created_at: created,
        updated_at: new Date(lastAt),
      });
      items.forEach((item, k) =>
        batch.add('order_items', {
          store_id: store.storeId,
          id: store.seqId('order-item', slot, k),
          order_id: orderId,
          item_type: item.type,
          product_id: item.product?.id ?? null,
          commerce_plan_id: item.plan?.id ?? null,
          name: item.plan?.name ?? item.product?.name ?? '',
          sku: item.product?.sku ?? null,
          price: item.plan?.price ?? item.product?.price ?? 0,
          quantity: item.quantity,
          sort_order: k,
        }),
      );

      // payments
      const card = () => ({
        card_type: r.weighted([
          ['Visa', 45],
          ['Mastercard', 30],
          ['Redcompra', 18],
          ['Prepago', 7],
        ] as const),
        last_four: r.digits(4),
      });
      const paidCard = method === 'webpay_credit' ? card() : null;
      const bank = method === 'bank_transfer' ? r.pick(BANKS)[1] : null;
      const fee = Math.round(total * (method === 'webpay_credit' ? 0.02 : 0.01));
      if (failedAttempt) {
        const failedCard = card();
        batch.add('payments', {
          store_id: store.storeId,
          id: store.seqId('payment', slot, 'failed'),
          order_id: orderId,
          status: 'failed',
          method: 'webpay_credit',
          ...failedCard,
          authorization_code: null,
          bank: null,
          account_number: null,
          transaction_id: `TBK${r.digits(10)}`,
          amount: total,
          fee_amount: 0,
          created_at: new Date(attemptAt),
          paid_at: null,
        });
      }
      if (paidAt) {
        batch.add('payments', {
          store_id: store.storeId,
          id: store.seqId('payment', slot, 'paid'),
          order_id: orderId,
          status: 'paid',
          method,
          card_type: paidCard?.card_type ?? null,
          last_four: paidCard?.last_four ?? null,
          authorization_code: paidCard ? r.digits(6) : null,
          bank,
          account_number: bank ? `****${r.digits(4)}` : null,
          transaction_id: paidCard ? `TBK${r.digits(10)}` : `TRF${r.digits(9)}`,
          amount: total,
          fee_amount: fee,
          created_at: new Date(paidAt - (method === 'webpay_credit' ? MINUTE : 0)),
          paid_at: new Date(paidAt),
        });
        const label =
          effectiveKind === 'plan'
            ? (items[0]?.plan?.name ?? '')
            : effectiveKind === 'pack'
              ? (items[0]?.product?.name ?? '')
              : `${items.length} producto${items.length > 1 ? 's' : ''}`;
        store.paidOrders.push({
          id: orderId,
          number,
          paidAt,
          amount: total,
          fee,
          kind: effectiveKind,
          label,
          refundedAt: status === 'cancelled' ? cancelledAt : undefined,
        });
      }

      // activity
      let h = 0;
      const activity = (
        type: string,
        st: string | null,
        description: string,
        user: string,
        details: string | null,
        at: number,
      ) =>
        batch.add('order_history', {
          store_id: store.storeId,
          id: store.seqId('order-history', slot, h++),
          order_id: orderId,
          type,
          status: st,
          description,
          user_name: user,
          details,
          created_at: new Date(at),
        });
      const kindText =
        effectiveKind === 'plan'
          ? `Renovación de ${items[0]?.plan?.name ?? 'plan'}`
          : effectiveKind === 'pack'
            ? 'Compra de pack'
            : 'Compra en tienda';
      activity('other', 'draft', 'Orden creada', 'Sistema', kindText, t0);
      if (failedAttempt)
        activity(
          'payment',
          null,
          'Pago rechazado',
          'Webpay',
          'Transacción rechazada por el emisor de la tarjeta',
          attemptAt,
        );
      if (paidAt) {
        const how = paidCard
          ? `Webpay · ${paidCard.card_type} terminada en ${paidCard.last_four}`
          : `Transferencia desde ${bank}`;
        activity(
          'payment',
          'pending',
          `Pago recibido · estado cambiado a ${STATUS_LABEL.pending}`,
          paidCard ? 'Webpay' : 'Sistema',
          `${how} · ${clp(total)}`,
          paidAt,
        );
      }
      if (processingAt && !lean)
        activity(
          'status_change',
          'processing',
          `Estado cambiado a ${STATUS_LABEL.processing}`,
          merchant,
          null,
          processingAt,
        );
      let carrierText = '';
      if (shippedAt) {
        const [carrier, , carrierLabel] = r.weighted(CARRIERS.map((c) => [c, c[1]] as const));
        const tracking =
          carrier === 'chilexpress'
            ? r.digits(12)
            : carrier === 'starken'
              ? r.digits(9)
              : carrier === 'bluexpress'
                ? `BX${r.digits(9)}`
                : carrier === 'correoschile'
                  ? `CL${r.digits(9)}CL`
                  : `RP-${number}`;
        carrierText = `${carrierLabel} · ${tracking}`;
        const shippedOffset = cal.offsetOf(shippedAt);
        batch.add('order_shipments', {
          store_id: store.storeId,
          id: store.seqId('shipment', slot),
          order_id: orderId,
          status: deliveredAt ? 'delivered' : 'shipped',
          carrier,
          tracking_number: tracking,
          estimated_delivery_start: cal.ymd(shippedOffset - 1),
          estimated_delivery_end: cal.ymd(shippedOffset - 3),
          notes: r.chance(0.15) ? 'Cliente pidió entrega en la tarde' : null,
          message: r.chance(0.3)
            ? `¡Tu pedido va en camino, ${client.firstName}! Gracias por preferirnos.`
            : null,
          send_email: true,
          shipped_at: new Date(shippedAt),
          delivered_at: deliveredAt ? new Date(deliveredAt) : null,
          created_at: new Date(shippedAt),
        });
        if (!lean)
          activity(
            'status_change',
            'shipped',
            `Estado cambiado a ${STATUS_LABEL.shipped}`,
            merchant,
            `${carrierText} · aviso enviado a ${client.email}`,
            shippedAt,
          );
      }
      if (deliveredAt)
        activity(
          'status_change',
          'delivered',
          `Estado cambiado a ${STATUS_LABEL.delivered}`,
          requiresShipping ? merchant : 'Sistema',
          null,
          deliveredAt,
        );
      if (cancelledAt) {
        activity(
          'status_change',
          'cancelled',
          `Estado cambiado a ${STATUS_LABEL.cancelled}`,
          merchant,
          paid ? 'Cancelado a solicitud del cliente' : 'Sin pago dentro del plazo',
          cancelledAt,
        );
        if (paid)
          activity(
            'payment',
            null,
            'Reembolso emitido',
            'Sistema',
            clp(total),
            cancelledAt + 5 * MINUTE,
          );
      }

      store.orderCount += 1;
      // communications and client history (not for the old orders of a large load)
      if (lean) continue;
      if (paidAt) {
        store.addCommunication(batch, r, {
          key: `order:${slot}:confirm`,
          client,
          orderId,
          template: 'confirmacion_pedido',
          medium: 'email',
          subject: `Recibimos tu pedido #${number}`,
          content: `<p>Hola ${client.firstName},</p><p>¡Gracias por tu compra en ${s.name}! Recibimos el pago de tu pedido <strong>#${number}</strong> por ${clp(total)}.</p><p>Te avisaremos cuando vaya en camino.</p>`,
          at: new Date(paidAt + MINUTE),
        });
      }
      if (shippedAt) {
        store.addCommunication(batch, r, {
          key: `order:${slot}:shipped`,
          client,
          orderId,
          template: 'pedido_enviado',
          medium: 'email',
          subject: `Tu pedido #${number} va en camino`,
          content: `<p>Hola ${client.firstName},</p><p>Tu pedido <strong>#${number}</strong> fue despachado (${carrierText}).</p>`,
          at: new Date(shippedAt + MINUTE),
        });
        if (r.chance(0.25)) {
          store.addCommunication(batch, r, {
            key: `order:${slot}:whatsapp`,
            client,
            orderId,
            template: 'pedido_enviado',
            medium: r.chance(0.7) ? 'whatsapp' : 'sms',
            subject: `Pedido #${number} en camino`,
            content: `${s.name}: tu pedido #${number} va en camino (${carrierText}).`,
            at: new Date(shippedAt + 2 * MINUTE),
          });
        }
      }
      if (status === 'draft' && r.chance(0.5) && t0 + HOUR < cal.now) {
        store.addCommunication(batch, r, {
          key: `order:${slot}:reminder`,
          client,
          orderId,
          template: 'recordatorio_pago',
          medium: 'email',
          subject: `Tu pedido #${number} está pendiente de pago`,
          content: `<p>Hola ${client.firstName},</p><p>Tu pedido <strong>#${number}</strong> por ${clp(total)} aún no registra pago.</p>`,
          at: new Date(t0 + HOUR),
        });
        activity(
          'email_sent',
          null,
          'Recordatorio de pago enviado',
          'Sistema',
          client.email,
          t0 + HOUR,
        );
      }
      batch.add('client_history', {
        store_id: store.storeId,
        id: store.seqId('history', 'order', slot),
        client_id: client.id,
        type: 'order_placed',
        details: `Orden #${number} por ${clp(total)}`,
        created_at: created,
      });
    }
    if (batch.count('orders') >= 4000) {
      await batch.flush(db, counts);
      log(`  ${s.name}: ${store.orderCount} orders`);
    }
  }
  await batch.flush(db, counts);
}
