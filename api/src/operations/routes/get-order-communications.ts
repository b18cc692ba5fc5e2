import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { operationsRoutes } from '../contract.ts';
import { listOrderCommunications } from '../order-detail-queries.ts';

/** GET /api/orders/:id/communications — what was sent to the client about the order, oldest first. */
export function registerListOrderCommunicationsRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.listOrderCommunications,
    handler: async (request) => {
      const communications = await listOrderCommunications(
        db,
        requireStore(request),
        request.params.id,
      );
      if (communications === undefined) throw notFound(OPERATIONS_MESSAGES.orderNotFound);
      return { communications };
    },
  });
}
