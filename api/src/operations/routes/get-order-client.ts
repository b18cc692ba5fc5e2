import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { operationsRoutes } from '../contract.ts';
import { findOrderClient } from '../order-detail-queries.ts';

/** GET /api/orders/:id/client — the client who placed the order. */
export function registerGetOrderClientRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.getOrderClient,
    handler: async (request) => {
      const client = await findOrderClient(db, requireStore(request), request.params.id);
      if (client === undefined) throw notFound(OPERATIONS_MESSAGES.orderNotFound);
      return { client };
    },
  });
}
