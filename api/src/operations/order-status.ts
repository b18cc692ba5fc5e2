import { SELECTABLE_ORDER_STATUSES, STATUS_LABELS } from '@platform/shared/constants';
import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { Database, Queryable } from '../db/index.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { ORDER_STATUSES, type OrderDetail, type OrderStatus } from './contract.ts';
import { findOrderDetail } from './order-detail-queries.ts';

const m = OPERATIONS_MESSAGES;

/** What a merchant may set (spec 3 §4): every status but draft. */
export type ChosenStatus = Exclude<OrderStatus, 'draft'>;

const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The statuses of a change request, checked before any lookup (400): draft is never a target (an
 * order leaves draft only through its payment), and the expected status must be a real one.
 */
export function parseStatusChange(body: { status: string; expectedStatus?: string | undefined }): {
  status: ChosenStatus;
  expectedStatus: OrderStatus | undefined;
} {
  if (body.status === 'draft') throw badRequest(m.statusToDraft);
  if (!(SELECTABLE_ORDER_STATUSES as readonly string[]).includes(body.status)) {
    throw badRequest(m.statusInvalid);
  }
  if (body.expectedStatus !== undefined && !isOrderStatus(body.expectedStatus)) {
    throw badRequest(m.statusInvalid);
  }
  return { status: body.status as ChosenStatus, expectedStatus: body.expectedStatus };
}

export interface LockedOrder {
  status: OrderStatus;
  requiresShipping: boolean;
  orderNumber: number;
  clientId: string;
  clientEmail: string;
  /** The client's first name (the order's snapshot of the name when the client has none). */
  clientFirstName: string;
  storeName: string;
}

/**
 * Reads the order and locks its row until the transaction ends, so a second change waits and then
 * sees the first one's result. 404 when the store has no such order.
 */
export async function lockOrder(
  tx: Queryable,
  storeId: string,
  orderId: string,
): Promise<LockedOrder> {
  const { rows } = await tx.query<LockedOrder>(
    `select o.status, o.requires_shipping as "requiresShipping", o.order_number as "orderNumber",
            o.client_id::text as "clientId", o.client_email as "clientEmail",
            coalesce(nullif(c.first_name, ''), o.client_name) as "clientFirstName",
            s.name as "storeName"
     from orders o
     join stores s on s.id = o.store_id
     left join clients c on c.store_id = o.store_id and c.id = o.client_id
     where o.store_id = $1 and o.id = $2
     for update of o`,
    [storeId, orderId],
  );
  const order = rows[0];
  if (!order) throw notFound(m.orderNotFound);
  return order;
}

/** The name the order's activity shows for the signed-in merchant (their e-mail without one). */
export async function merchantName(db: Queryable, userId: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    `select coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) as name
     from users where id = $1`,
    [userId],
  );
  return rows[0]?.name ?? '';
}

/**
 * Sets a locked order's status and records it in its activity ('Estado cambiado a Enviado', by the
 * merchant). The shipment follows a delivered or shipped order, so the shipping card agrees.
 * `clock_timestamp()` keeps the activity in the order it was written within one transaction.
 */
export async function applyStatus(
  tx: Queryable,
  change: { storeId: string; orderId: string; status: ChosenStatus; user: string },
): Promise<void> {
  const { storeId, orderId, status, user } = change;
  await tx.query(
    `update orders set status = $3, updated_at = now(),
       cancelled_at = case when $3 = 'cancelled' then now() end
     where store_id = $1 and id = $2`,
    [storeId, orderId, status],
  );
  if (status === 'delivered' || status === 'shipped') {
    await tx.query(
      `update order_shipments
       set status = $3, delivered_at = case when $3 = 'delivered' then coalesce(delivered_at, now()) end
       where store_id = $1 and order_id = $2 and status <> $3`,
      [storeId, orderId, status],
    );
  }
  await tx.query(
    `insert into order_history (store_id, order_id, type, status, description, user_name, created_at)
     values ($1, $2, 'status_change', $3, $4, $5, clock_timestamp())`,
    [storeId, orderId, status, `Estado cambiado a ${STATUS_LABELS.order[status]}`, user],
  );
}

/**
 * Changes a non-draft order's status (spec 3 §4 "Non-draft order, staff view"), all or nothing,
 * with the order row locked: two changes at once apply one after the other, and the second is
 * refused when it no longer makes sense (the same status, or not the status its sender saw).
 */
export async function updateOrderStatus(
  db: Database,
  change: {
    storeId: string;
    orderId: string;
    userId: string;
    status: ChosenStatus;
    expectedStatus: OrderStatus | undefined;
  },
): Promise<OrderDetail> {
  const { storeId, orderId } = change;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, storeId, orderId);
    if (order.status === 'draft') throw conflict(m.statusDraft);
    if (change.expectedStatus !== undefined && change.expectedStatus !== order.status) {
      throw conflict(m.statusStale);
    }
    if (change.status === order.status) throw conflict(m.statusUnchanged);
    if (change.status === 'shipped' && order.requiresShipping) {
      const { rows } = await tx.query(
        'select 1 from order_shipments where store_id = $1 and order_id = $2',
        [storeId, orderId],
      );
      if (rows.length === 0) throw conflict(m.statusNeedsShipment);
    }
    await applyStatus(tx, {
      storeId,
      orderId,
      status: change.status,
      user: await merchantName(tx, change.userId),
    });
    const detail = await findOrderDetail(tx, storeId, orderId);
    if (!detail) throw notFound(m.orderNotFound);
    return detail;
  });
}
