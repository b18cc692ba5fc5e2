import { COMMERCE_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { commerceRoutes } from '../contract.ts';
import { listSavedCards, setDefaultCard } from '../saved-card-queries.ts';

/**
 * PUT /api/payment-methods/credit-cards/:id/set-default {isDefault: true} → {cards}: the card
 * becomes the default and every other one stops being it. 404 for a card of another store.
 */
export function registerSetDefaultCardRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.setDefaultCard,
    handler: async (request) => {
      const storeId = requireStore(request);
      if (!(await setDefaultCard(db, storeId, request.params.id))) {
        throw notFound(COMMERCE_MESSAGES.cardNotFound);
      }
      return { cards: await listSavedCards(db, storeId) };
    },
  });
}
