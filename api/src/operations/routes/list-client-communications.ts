import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { listClientCommunications } from '../client-queries.ts';
import { operationsRoutes } from '../contract.ts';

/**
 * GET /api/clients/:id/communications — the Comunicaciones tab, newest first. Another store's
 * client is a 404, as an unknown one.
 */
export function registerListClientCommunicationsRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.listClientCommunications,
    handler: async (request) => {
      const communications = await listClientCommunications(
        db,
        requireStore(request),
        request.params.id,
      );
      if (!communications) throw notFound(OPERATIONS_MESSAGES.clientNotFound);
      return { communications };
    },
  });
}
