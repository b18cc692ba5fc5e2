import type { Queryable } from '../db/index.ts';
import type {
  Address,
  Communication,
  OrderActivity,
  OrderClient,
  OrderDetail,
  OrderItem,
  OrderItems,
  OrderPaymentDetails,
  OrderShipment,
} from './contract.ts';

// The order detail page's reads (spec 3 §2 "Order detail", §3). Each takes the caller's store and
// answers undefined when that store has no such order, so another store's order is a 404.

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/**
 * An order's header. The payment lock names the blocking order (the plan renewal) only while that
 * order is still an unpaid draft: once it is paid or cancelled, nothing blocks this one.
 */
export async function findOrderDetail(
  db: Queryable,
  storeId: string,
  orderId: string,
): Promise<OrderDetail | undefined> {
  const { rows } = await db.query<Omit<OrderDetail, 'createdAt'> & { createdAt: Date }>(
    `select o.id::text as id, o.order_number as "orderNumber", s.name as "storeName",
            o.created_at as "createdAt", o.status, o.requires_shipping as "requiresShipping",
            case when lock.status = 'draft' then lock.id::text end as "paymentLockedOnOrder",
            case when lock.status = 'draft' then lock.order_number end as "paymentLockedOnOrderNumber",
            o.client_id::text as "clientId", o.public_id as "publicId"
     from orders o
     join stores s on s.id = o.store_id
     left join orders lock
       on lock.store_id = o.store_id and lock.id = o.payment_locked_on_order_id
     where o.store_id = $1 and o.id = $2`,
    [storeId, orderId],
  );
  const row = rows[0];
  return row && { ...row, createdAt: iso(row.createdAt) };
}

async function orderExists(db: Queryable, storeId: string, orderId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from orders where store_id = $1 and id = $2', [
    storeId,
    orderId,
  ]);
  return rows.length > 0;
}

/** An order's lines in their order, with the thumbnail of the item or of its product, and totals. */
export async function findOrderItems(
  db: Queryable,
  storeId: string,
  orderId: string,
): Promise<OrderItems | undefined> {
  const { rows: totals } = await db.query<{
    subtotal: number;
    shippingCost: number;
    totalAmount: number;
  }>(
    `select subtotal_amount as subtotal, shipping_cost as "shippingCost", total_amount as "totalAmount"
     from orders where store_id = $1 and id = $2`,
    [storeId, orderId],
  );
  const order = totals[0];
  if (!order) return undefined;
  const { rows } = await db.query<Omit<OrderItem, 'images'> & { squareThumb: string | null }>(
    `select i.id::text as id, i.item_type as type, i.name, i.sku, i.price, i.quantity,
            coalesce(i.image_url, p.image_url) as "imageUrl",
            coalesce(i.image_url, p.images->>'square_thumb') as "squareThumb"
     from order_items i
     left join products p on p.store_id = i.store_id and p.id = i.product_id
     where i.store_id = $1 and i.order_id = $2
     order by i.sort_order, i.id`,
    [storeId, orderId],
  );
  return {
    items: rows.map(({ squareThumb, ...item }) => ({
      ...item,
      images: squareThumb ? { square_thumb: squareThumb } : null,
    })),
    subtotal: Number(order.subtotal),
    shippingCost: Number(order.shippingCost),
    totalAmount: Number(order.totalAmount),
  };
}

/** An order's activity, oldest first. */
export async function listOrderActivity(
  db: Queryable,
  storeId: string,
  orderId: string,
): Promise<OrderActivity[] | undefined> {
  if (!(await orderExists(db, storeId, orderId))) return undefined;
  const { rows } = await db.query<Omit<OrderActivity, 'date'> & { date: Date }>(
    `select id::text as id, type, status, description, user_name as "user", created_at as date, details
     from order_history where store_id = $1 and order_id = $2
     order by created_at, id`,
    [storeId, orderId],
  );
  return rows.map((row) => ({ ...row, date: iso(row.date) }));
}

/** The order's latest payment (a paid one after a declined attempt, say), or null before any. */
export async function findOrderPayment(
  db: Queryable,
  storeId: string,
  orderId: string,
): Promise<OrderPaymentDetails | null | undefined> {
  if (!(await orderExists(db, storeId, orderId))) return undefined;
  const { rows } = await db.query<Omit<OrderPaymentDetails, 'paidAt'> & { paidAt: Date | null }>(
    `select status as "paymentStatus", method as "paymentMethod", card_type as "cardType",
            last_four as "lastFour", authorization_code as "authorizationCode", bank,
            account_number as "accountNumber", transaction_id as "transactionId",
            amount as "totalAmount", paid_at as "paidAt"
     from payments where store_id = $1 and order_id = $2
     order by created_at desc, id desc limit 1`,
    [storeId, orderId],
  );
  const row = rows[0];
  return row
    ? { ...row, totalAmount: Number(row.totalAmount), paidAt: isoOrNull(row.paidAt) }
    : null;
}

/** The messages sent about an order, oldest first. */
export async function listOrderCommunications(
  db: Queryable,
  storeId: string,
  orderId: string,
): Promise<Communication[] | undefined> {
  if (!(await orderExists(db, storeId, orderId))) return undefined;
  const { rows } = await db.query<Omit<Communication, 'sentAt'> & { sentAt: Date }>(
    `select id::text as id, subject, medium, recipient, sent_at as "sentAt", template, status, content
     from communications where store_id = $1 and order_id = $2
     order by sent_at, id`,
    [storeId, orderId],
  );
  return rows.map((row) => ({ ...row, sentAt: iso(row.sentAt) }));
}

/** The order's shipping or billing address (the one it was placed with), or null. */
async function orderAddress(
  db: Queryable,
  storeId: string,
  orderId: string,
  column: 'shipping_address_id' | 'billing_address_id',
): Promise<Address | null | undefined> {
  const { rows: orders } = await db.query<{ addressId: string | null }>(
    `select ${column}::text as "addressId" from orders where store_id = $1 and id = $2`,
    [storeId, orderId],
  );
  const order = orders[0];
  if (!order) return undefined;
  if (!order.addressId) return null;
  const { rows } = await db.query<Omit<Address, 'createdAt'> & { createdAt: Date }>(
    `select id::text as uuid, type, full_name as "fullName", phone, street, apartment, city, state,
            additional_info as "additionalInfo", is_default as "isDefault", created_at as "createdAt"
     from client_addresses where store_id = $1 and id = $2`,
    [storeId, order.addressId],
  );
  const address = rows[0];
  return address ? { ...address, createdAt: iso(address.createdAt) } : null;
}

/** Where the order goes and its shipment (one per order), each null while there is none. */
export async function findOrderShipping(
  db: Queryable,
  storeId: string,
  orderId: string,
): Promise<{ address: Address | null; shipping: OrderShipment | null } | undefined> {
  const address = await orderAddress(db, storeId, orderId, 'shipping_address_id');
  if (address === undefined) return undefined;
  const { rows } = await db.query<{
    status: OrderShipment['status'];
    carrier: OrderShipment['carrier'];
    trackingNumber: string;
    start: string | null;
    end: string | null;
    notes: string | null;
    message: string | null;
    shippedAt: Date | null;
  }>(
    `select status, carrier, tracking_number as "trackingNumber",
            estimated_delivery_start::text as start, estimated_delivery_end::text as "end",
            notes, message, shipped_at as "shippedAt"
     from order_shipments where store_id = $1 and order_id = $2`,
    [storeId, orderId],
  );
  const row = rows[0];
  return {
    address,
    shipping: row
      ? {
          status: row.status,
          carrier: row.carrier,
          trackingNumber: row.trackingNumber,
          estimatedDeliveryRange: [row.start, row.end],
          notes: row.notes,
          message: row.message,
          shippedAt: isoOrNull(row.shippedAt),
        }
      : null,
  };
}

/** The client who placed the order. */
export async function findOrderClient(
  db: Queryable,
  storeId: string,
  orderId: string,
): Promise<OrderClient['client'] | undefined> {
  const { rows } = await db.query<OrderClient['client']>(
    `select c.id::text as id,
            coalesce(nullif(trim(c.first_name || ' ' || c.last_name), ''), o.client_name) as name,
            c.email, c.phone, c.rut
     from orders o
     join clients c on c.store_id = o.store_id and c.id = o.client_id
     where o.store_id = $1 and o.id = $2`,
    [storeId, orderId],
  );
  return rows[0];
}

/** The order's billing address, or null. */
export function findOrderBillingAddress(
  db: Queryable,
  storeId: string,
  orderId: string,
): Promise<Address | null | undefined> {
  return orderAddress(db, storeId, orderId, 'billing_address_id');
}
