import { VALIDATION_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { asReply } from '../../http/json-text.ts';
import { badRequest } from '../../http/errors.ts';
import { operationsRoutes } from '../contract.ts';
import { listOrders } from '../order-queries.ts';

/**
 * GET /api/orders — the store's orders with the filters of the orders page (spec 3): status,
 * search (client name, order number or tracking number), date range (store timezone), amount
 * range, sortBy, sortDirection, page, perPage. {data, total, page, perPage}.
 */
export function registerListOrdersRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.listOrders,
    handler: async (request) => {
      const storeId = requireStore(request);
      const { query } = request;
      if (query.startDate && query.endDate && query.endDate < query.startDate) {
        throw badRequest(VALIDATION_MESSAGES.dateRange.order);
      }
      return asReply(await listOrders(db, storeId, query));
    },
  });
}
