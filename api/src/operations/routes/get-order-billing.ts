import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { operationsRoutes } from '../contract.ts';
import { findOrderBillingAddress } from '../order-detail-queries.ts';

/** GET /api/orders/:id/billing — the order's billing address, or null. */
export function registerGetOrderBillingRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.getOrderBilling,
    handler: async (request) => {
      const billingAddress = await findOrderBillingAddress(
        db,
        requireStore(request),
        request.params.id,
      );
      if (billingAddress === undefined) throw notFound(OPERATIONS_MESSAGES.orderNotFound);
      return { billingAddress };
    },
  });
}
