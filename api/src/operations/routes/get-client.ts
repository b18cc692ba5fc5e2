import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { getClient } from '../client-queries.ts';
import { operationsRoutes } from '../contract.ts';

/**
 * GET /api/clients/:id — the client detail's header: the client with its total orders and total
 * spent. Another store's client is a 404, as an unknown one.
 */
export function registerGetClientRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.getClient,
    handler: async (request) => {
      const client = await getClient(db, requireStore(request), request.params.id);
      if (!client) throw notFound(OPERATIONS_MESSAGES.clientNotFound);
      return client;
    },
  });
}
