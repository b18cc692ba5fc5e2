import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { operationsRoutes } from '../contract.ts';
import { findOrderPayment } from '../order-detail-queries.ts';

/** GET /api/orders/:id/payment — the order's latest payment, or null before any. */
export function registerGetOrderPaymentRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.getOrderPayment,
    handler: async (request) => {
      const payment = await findOrderPayment(db, requireStore(request), request.params.id);
      if (payment === undefined) throw notFound(OPERATIONS_MESSAGES.orderNotFound);
      return { payment };
    },
  });
}
