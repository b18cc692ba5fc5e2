import type { Queryable } from '../db/index.ts';
import type { PublicOrderItem, PublicOrderStatus } from './contract.ts';

/**
 * An order as its public payment page (/public/orders/{publicId}) may see it: no client data, no
 * internal ids. `publicId` is a random 128-bit value, never the order id (see migration 003).
 */
export interface PublicOrderRow {
  storeId: string;
  orderId: string;
  publicId: string;
  orderNumber: number;
  storeName: string;
  status: PublicOrderStatus;
  createdAt: Date;
  requiresShipping: boolean;
  subtotal: number;
  shippingCost: number;
  totalAmount: number;
  /** The public id of the unpaid order (the plan renewal) that must be paid first, if any. */
  lockedOnPublicId: string | null;
  lockedOnOrderNumber: number | null;
}

/** What a public id looks like (32 lowercase hex characters). */
export const PUBLIC_ID_PATTERN = /^[0-9a-f]{32}$/;

export const ORDER_NOT_FOUND = 'No se encontró la orden';

/**
 * The order behind a public id, or undefined. A lock counts only while the blocking order is
 * still a draft (unpaid): once it is paid or cancelled this order can be paid.
 */
export async function findPublicOrder(
  db: Queryable,
  publicId: string,
): Promise<PublicOrderRow | undefined> {
  if (!PUBLIC_ID_PATTERN.test(publicId)) return undefined;
  const { rows } = await db.query<PublicOrderRow>(
    `select o.store_id::text as "storeId", o.id::text as "orderId", o.public_id as "publicId",
            o.order_number as "orderNumber", s.name as "storeName", o.status,
            o.created_at as "createdAt", o.requires_shipping as "requiresShipping",
            o.subtotal_amount as subtotal, o.shipping_cost as "shippingCost",
            o.total_amount as "totalAmount",
            case when lock.status = 'draft' then lock.public_id end as "lockedOnPublicId",
            case when lock.status = 'draft' then lock.order_number end as "lockedOnOrderNumber"
     from orders o
     join stores s on s.id = o.store_id
     left join orders lock
       on lock.store_id = o.store_id and lock.id = o.payment_locked_on_order_id
     where o.public_id = $1`,
    [publicId],
  );
  return rows[0];
}

/** Why an order cannot take a payment now (Spanish, for the 409), or null when it can. */
export function paymentRefusal(order: PublicOrderRow): string | null {
  if (order.status === 'cancelled') return 'La orden está cancelada y no puede recibir pagos';
  if (order.status !== 'draft') return 'La orden ya fue pagada y está en proceso';
  if (order.lockedOnPublicId) {
    return `Pago bloqueado: primero debe pagarse la orden #${order.lockedOnOrderNumber}`;
  }
  if (order.totalAmount <= 0) return 'La orden no tiene un monto por pagar';
  return null;
}

/** The order's lines as the payment page lists them (an item's own image, else its product's). */
export async function listPublicOrderItems(
  db: Queryable,
  order: Pick<PublicOrderRow, 'storeId' | 'orderId'>,
): Promise<PublicOrderItem[]> {
  const { rows } = await db.query<PublicOrderItem>(
    `select i.id::text as id, i.item_type as type, i.name, i.sku, i.price, i.quantity,
            coalesce(i.image_url, p.images->>'square_thumb', p.image_url) as "imageUrl"
     from order_items i
     left join products p on p.store_id = i.store_id and p.id = i.product_id
     where i.store_id = $1 and i.order_id = $2
     order by i.sort_order, i.id`,
    [order.storeId, order.orderId],
  );
  return rows;
}
