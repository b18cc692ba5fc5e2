import { COMMERCE_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { commerceRoutes } from '../contract.ts';
import { deleteSavedCard, listSavedCards } from '../saved-card-queries.ts';

/**
 * DELETE /api/payment-methods/credit-cards/:id → {cards}: deleting the default makes the oldest
 * remaining card the default. 404 for a card of another store.
 */
export function registerDeleteSavedCardRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.deleteSavedCard,
    handler: async (request) => {
      const storeId = requireStore(request);
      if (!(await deleteSavedCard(db, storeId, request.params.id))) {
        throw notFound(COMMERCE_MESSAGES.cardNotFound);
      }
      return { cards: await listSavedCards(db, storeId) };
    },
  });
}
