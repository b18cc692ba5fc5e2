import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import { paymentsRoutes } from '../contract.ts';
import { ORDER_NOT_FOUND, findPublicOrder, listPublicOrderItems } from '../public-order.ts';

/**
 * GET /api/public/orders/:publicId — public (no token): what the order payment page shows and
 * nothing more (store name, number, date, status, lock, items, totals; no client data). Unknown or
 * malformed ids answer the same 404.
 */
export function registerGetPublicOrderRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...paymentsRoutes.getPublicOrder,
    preHandler: limitRequests(app, { name: 'public-order', max: 120, windowMs: 60_000 }),
    handler: async (request) => {
      const order = await findPublicOrder(db, request.params.publicId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return {
        id: order.publicId,
        orderNumber: order.orderNumber,
        storeName: order.storeName,
        createdAt: new Date(order.createdAt).toISOString(),
        status: order.status,
        requiresShipping: order.requiresShipping,
        paymentLockedOnOrder: order.lockedOnPublicId,
        paymentLockedOnOrderNumber: order.lockedOnOrderNumber,
        items: await listPublicOrderItems(db, order),
        subtotal: order.subtotal,
        shippingCost: order.shippingCost,
        totalAmount: order.totalAmount,
      };
    },
  });
}
