import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { operationsRoutes } from '../contract.ts';
import { listOrderActivity } from '../order-detail-queries.ts';

/** GET /api/orders/:id/activity — the order's activity history, oldest first. */
export function registerListOrderActivityRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.listOrderActivity,
    handler: async (request) => {
      const activities = await listOrderActivity(db, requireStore(request), request.params.id);
      if (activities === undefined) throw notFound(OPERATIONS_MESSAGES.orderNotFound);
      return { activities };
    },
  });
}
