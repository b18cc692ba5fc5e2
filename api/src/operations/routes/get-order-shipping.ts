import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { operationsRoutes } from '../contract.ts';
import { findOrderShipping } from '../order-detail-queries.ts';

/** GET /api/orders/:id/shipping — the order's shipping address and its shipment, each null while there is none. */
export function registerGetOrderShippingRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.getOrderShipping,
    handler: async (request) => {
      const shipping = await findOrderShipping(db, requireStore(request), request.params.id);
      if (shipping === undefined) throw notFound(OPERATIONS_MESSAGES.orderNotFound);
      return shipping;
    },
  });
}
