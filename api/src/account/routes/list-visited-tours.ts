import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { accountRoutes } from '../contract.ts';
import { readVisitedTours } from '../visited-tours.ts';

/**
 * GET /api/store/tours → {dashboard: iso | null, 'client-detail': iso | null}: the caller's
 * visited tours. Per user, not per store, so it answers before the store exists too.
 */
export function registerListVisitedToursRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...accountRoutes.listVisitedTours,
    handler: async (request) => readVisitedTours(db, requireAuth(request).userId),
  });
}
