import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { commerceRoutes } from '../contract.ts';
import { listSavedCards } from '../saved-card-queries.ts';

/** GET /api/payment-methods/credit-cards → {cards}: the default first, then the oldest first. */
export function registerListSavedCardsRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.listSavedCards,
    handler: async (request) => ({ cards: await listSavedCards(db, requireStore(request)) }),
  });
}
