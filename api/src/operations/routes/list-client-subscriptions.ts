import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { listClientSubscriptions } from '../client-queries.ts';
import { operationsRoutes } from '../contract.ts';

/**
 * GET /api/clients/:id/subscriptions — the Suscripciones tab: memberships with their products,
 * then packs, then recurring products, each with its shipping address for 'Requiere despacho'.
 * Another store's client is a 404, as an unknown one.
 */
export function registerListClientSubscriptionsRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.listClientSubscriptions,
    handler: async (request) => {
      const subscriptions = await listClientSubscriptions(
        db,
        requireStore(request),
        request.params.id,
      );
      if (!subscriptions) throw notFound(OPERATIONS_MESSAGES.clientNotFound);
      return { subscriptions };
    },
  });
}
