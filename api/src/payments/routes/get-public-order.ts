import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { clientAddress, createRateLimiter } from '../../http/rate-limit.ts';
import { ORDER_NOT_FOUND, findPublicOrder } from '../public-order.ts';
import type { PublicOrderItem, PublicOrder } from '@platform/shared/domain';

export type { PublicOrderItem, PublicOrder };

/**
 * GET /api/public/orders/:publicId — public (no token): what the order payment page shows and
 * nothing more (store name, number, date, status, lock, items, totals; no client data). Unknown or
 * malformed ids answer the same 404.
 */
export function registerGetPublicOrderRoute(app: FastifyInstance, { db }: AppContext): void {
  const limiter = createRateLimiter({ max: 120, windowMs: 60_000 });

  app.get<{ Params: { publicId: string } }>(
    '/api/public/orders/:publicId',
    async (request): Promise<PublicOrder> => {
      limiter.hit(clientAddress(request));
      const order = await findPublicOrder(db, request.params.publicId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const { rows: items } = await db.query<PublicOrderItem>(
        `select i.id::text as id, i.item_type as type, i.name, i.sku, i.price, i.quantity,
                coalesce(i.image_url, p.images->>'square_thumb', p.image_url) as "imageUrl"
         from order_items i
         left join products p on p.store_id = i.store_id and p.id = i.product_id
         where i.store_id = $1 and i.order_id = $2
         order by i.sort_order, i.id`,
        [order.storeId, order.orderId],
      );
      return {
        id: order.publicId,
        orderNumber: order.orderNumber,
        storeName: order.storeName,
        createdAt: new Date(order.createdAt).toISOString(),
        status: order.status,
        requiresShipping: order.requiresShipping,
        paymentLockedOnOrder: order.lockedOnPublicId,
        paymentLockedOnOrderNumber: order.lockedOnOrderNumber,
        items,
        subtotal: order.subtotal,
        shippingCost: order.shippingCost,
        totalAmount: order.totalAmount,
      };
    },
  );
}
