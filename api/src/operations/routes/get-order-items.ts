import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { operationsRoutes } from '../contract.ts';
import { findOrderItems } from '../order-detail-queries.ts';

/** GET /api/orders/:id/items — the order's lines (with their thumbnails), subtotal, shipping cost and total. */
export function registerGetOrderItemsRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.getOrderItems,
    handler: async (request) => {
      const items = await findOrderItems(db, requireStore(request), request.params.id);
      if (items === undefined) throw notFound(OPERATIONS_MESSAGES.orderNotFound);
      return items;
    },
  });
}
