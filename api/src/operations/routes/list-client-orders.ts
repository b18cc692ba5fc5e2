import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { listClientOrders } from '../client-queries.ts';
import { operationsRoutes } from '../contract.ts';

/**
 * GET /api/clients/:id/orders — the client detail's Órdenes tab: every order of the client, newest
 * first (the tab pages them). Another store's client is a 404, as an unknown one.
 */
export function registerListClientOrdersRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.listClientOrders,
    handler: async (request) => {
      const orders = await listClientOrders(db, requireStore(request), request.params.id);
      if (!orders) throw notFound(OPERATIONS_MESSAGES.clientNotFound);
      return { orders };
    },
  });
}
