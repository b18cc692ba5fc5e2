import type { Database, Queryable } from '../db/index.ts';
import { emailClientAboutOrder, renderStoreTemplate } from '../email/client-email.ts';
import type { CommittedTransaction } from './payment-provider.ts';

/** A card payment through the provider costs the merchant 2% (the seed's rule). */
export const CARD_FEE_RATE = 0.02;

export interface PaymentSession {
  storeId: string;
  id: string;
  orderId: string;
  token: string;
  amount: number;
  status: 'created' | 'authorized' | 'failed' | 'expired';
  /** The front-end page the browser goes back to (the public order page). */
  returnUrl: string;
  completed: boolean;
}

export type PaymentOutcome = 'success' | 'error';

const clp = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' });

/** The platform's payment session behind a provider token (any store), if any. */
export async function findPaymentSession(
  db: Queryable,
  token: string,
): Promise<PaymentSession | undefined> {
  if (!token || token.length > 128) return undefined;
  const { rows } = await db.query<PaymentSession>(
    `select store_id::text as "storeId", id::text as id, order_id::text as "orderId", token,
            amount, status, return_url as "returnUrl", completed_at is not null as completed
     from payment_sessions where token = $1 and kind = 'order_payment'`,
    [token],
  );
  return rows[0];
}

export const outcomeOf = (session: Pick<PaymentSession, 'status'>): PaymentOutcome =>
  session.status === 'authorized' ? 'success' : 'error';

/** Marks an open session failed (the buyer cancelled, or the provider refused to confirm it). */
export async function failPaymentSession(
  db: Queryable,
  session: PaymentSession,
  reason: string,
): Promise<void> {
  await db.query(
    `update payment_sessions set status = 'failed', result = $3::jsonb, completed_at = now()
     where store_id = $1 and id = $2 and completed_at is null`,
    [session.storeId, session.id, JSON.stringify({ error: reason })],
  );
}

const DEFAULT_CONFIRMATION = {
  subject: 'Recibimos tu pedido #{{numero_orden}}',
  content:
    '<p>Hola {{nombre_cliente}},</p><p>¡Gracias por tu compra en {{nombre_tienda}}! Recibimos el pago de tu pedido <strong>#{{numero_orden}}</strong> por {{total}}.</p><p>Te avisaremos cuando vaya en camino.</p>',
};

/**
 * The order confirmation to the client, from the store's 'confirmacion_pedido' template (the
 * merchant may have edited it): to the outbox, and recorded among the order's communications.
 */
async function sendConfirmation(
  tx: Queryable,
  order: {
    storeId: string;
    orderId: string;
    clientId: string;
    clientEmail: string;
    firstName: string;
    storeName: string;
    orderNumber: number;
    total: number;
  },
): Promise<void> {
  const { subject, html } = await renderStoreTemplate(
    tx,
    order.storeId,
    'confirmacion_pedido',
    DEFAULT_CONFIRMATION,
    {
      nombre_cliente: order.firstName,
      nombre_tienda: order.storeName,
      numero_orden: String(order.orderNumber),
      total: clp.format(order.total),
    },
  );
  await emailClientAboutOrder(tx, {
    storeId: order.storeId,
    clientId: order.clientId,
    orderId: order.orderId,
    to: order.clientEmail,
    template: 'confirmacion_pedido',
    subject,
    html,
  });
}

/**
 * Records what the provider confirmed, all or nothing: the payment (paid or failed), the order's
 * activity, and on success the order moves from draft to pending, the sale enters the sales
 * statement and the client gets the confirmation e-mail. A session is recorded once (a reloaded
 * return page finds it completed and gets the same outcome).
 */
export async function recordOrderPayment(
  db: Database,
  session: PaymentSession,
  committed: CommittedTransaction,
): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const current = await tx.query<{ status: PaymentSession['status']; completed: boolean }>(
      `select status, completed_at is not null as completed from payment_sessions
       where store_id = $1 and id = $2 for update`,
      [session.storeId, session.id],
    );
    const locked = current.rows[0];
    if (!locked) return 'error';
    if (locked.completed) return outcomeOf(locked);

    const { rows } = await tx.query<{
      status: string;
      orderNumber: number;
      total: number;
      clientId: string;
      clientEmail: string;
      firstName: string;
      storeName: string;
      itemType: string | null;
      itemName: string | null;
      itemCount: number;
    }>(
      `select o.status, o.order_number as "orderNumber", o.total_amount as total,
              o.client_id::text as "clientId", o.client_email as "clientEmail",
              coalesce(c.first_name, o.client_name) as "firstName", s.name as "storeName",
              (select item_type from order_items i where i.store_id = o.store_id and i.order_id = o.id
                order by sort_order limit 1) as "itemType",
              (select name from order_items i where i.store_id = o.store_id and i.order_id = o.id
                order by sort_order limit 1) as "itemName",
              (select count(*) from order_items i where i.store_id = o.store_id and i.order_id = o.id) as "itemCount"
       from orders o
       join stores s on s.id = o.store_id
       left join clients c on c.store_id = o.store_id and c.id = o.client_id
       where o.store_id = $1 and o.id = $2
       for update of o`,
      [session.storeId, session.orderId],
    );
    const order = rows[0];
    if (!order) return 'error';

    const authorized =
      committed.status === 'authorized' &&
      committed.amount === session.amount &&
      session.amount === order.total;
    const card = committed.cardType
      ? `${committed.cardType}${committed.lastFour ? ` terminada en ${committed.lastFour}` : ''}`
      : 'tarjeta';

    await tx.query(
      `insert into payments (store_id, order_id, status, method, card_type, last_four,
         authorization_code, transaction_id, amount, fee_amount, paid_at)
       values ($1, $2, $3, 'webpay_credit', $4, $5, $6, $7, $8, $9, case when $3 = 'paid' then now() end)`,
      [
        session.storeId,
        session.orderId,
        authorized ? 'paid' : 'failed',
        committed.cardType,
        committed.lastFour,
        authorized ? committed.authorizationCode : null,
        committed.transactionId,
        session.amount,
        authorized ? Math.round(session.amount * CARD_FEE_RATE) : 0,
      ],
    );

    if (authorized) {
      const wasDraft = order.status === 'draft';
      if (wasDraft) {
        await tx.query(
          `update orders set status = 'pending', payment_method = 'webpay_credit', paid_at = now(),
             updated_at = now()
           where store_id = $1 and id = $2`,
          [session.storeId, session.orderId],
        );
      }
      await tx.query(
        `insert into order_history (store_id, order_id, type, status, description, user_name, details)
         values ($1, $2, 'payment', $3, $4, 'Webpay', $5)`,
        [
          session.storeId,
          session.orderId,
          wasDraft ? 'pending' : null,
          wasDraft
            ? 'Pago recibido · estado cambiado a Pendiente'
            : 'Pago recibido en una orden que ya no estaba en borrador',
          `Webpay · ${card} · ${clp.format(session.amount)}`,
        ],
      );
      const category =
        order.itemType === 'plan'
          ? 'subscription_sale'
          : order.itemType === 'pack'
            ? 'pack_sale'
            : 'product_sale';
      const label =
        order.itemType === 'plan' || order.itemType === 'pack'
          ? (order.itemName ?? '')
          : `${order.itemCount} producto${order.itemCount === 1 ? '' : 's'}`;
      await tx.query(
        `insert into account_transactions (store_id, statement, occurred_at, description,
           movement_type, amount, balance_after, category, reference)
         select $1, 'sales', now(), $2, 'credit', $3::bigint,
                coalesce((select balance_after from account_transactions
                          where store_id = $1 and statement = 'sales'
                          order by occurred_at desc, created_at desc limit 1), 0) + $3::bigint,
                $4, $5`,
        [
          session.storeId,
          `Venta orden #${order.orderNumber} · ${label}`,
          session.amount,
          category,
          session.orderId,
        ],
      );
      await sendConfirmation(tx, {
        storeId: session.storeId,
        orderId: session.orderId,
        clientId: order.clientId,
        clientEmail: order.clientEmail,
        firstName: order.firstName,
        storeName: order.storeName,
        orderNumber: order.orderNumber,
        total: session.amount,
      });
    } else {
      await tx.query(
        `insert into order_history (store_id, order_id, type, status, description, user_name, details)
         values ($1, $2, 'payment', null, 'Pago rechazado', 'Webpay', $3)`,
        [
          session.storeId,
          session.orderId,
          committed.status === 'authorized'
            ? 'El monto confirmado no coincide con el de la orden'
            : `Transacción rechazada · ${card}`,
        ],
      );
    }

    await tx.query(
      `update payment_sessions set status = $3, result = $4::jsonb, completed_at = now()
       where store_id = $1 and id = $2`,
      [
        session.storeId,
        session.id,
        authorized ? 'authorized' : 'failed',
        JSON.stringify(committed),
      ],
    );
    return authorized ? 'success' : 'error';
  });
}

/** Records a payment attempt in one statement: it exists only with its provider token. */
export async function recordPaymentSession(
  db: Queryable,
  attempt: {
    storeId: string;
    sessionId: string;
    token: string;
    orderId: string;
    amount: number;
    returnUrl: string;
    ttlMinutes: number;
  },
): Promise<void> {
  await db.query(
    `insert into payment_sessions (store_id, id, kind, token, order_id, amount, status,
       return_url, expires_at)
     values ($1, $2, 'order_payment', $3, $4, $5, 'created', $6,
       now() + make_interval(mins => $7))`,
    [
      attempt.storeId,
      attempt.sessionId,
      attempt.token,
      attempt.orderId,
      attempt.amount,
      attempt.returnUrl,
      attempt.ttlMinutes,
    ],
  );
}
