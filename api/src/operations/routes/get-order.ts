import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { operationsRoutes } from '../contract.ts';
import { findOrderDetail } from '../order-detail-queries.ts';

/** GET /api/orders/:id — the order detail's header and status panel: number, store, status, shipping need, the payment lock (while the blocking order is unpaid) and the public payment id. */
export function registerGetOrderRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.getOrder,
    handler: async (request) => {
      const order = await findOrderDetail(db, requireStore(request), request.params.id);
      if (order === undefined) throw notFound(OPERATIONS_MESSAGES.orderNotFound);
      return order;
    },
  });
}
