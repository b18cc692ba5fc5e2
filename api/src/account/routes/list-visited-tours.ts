import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import { readVisitedTours } from '../visited-tours.ts';

/**
 * GET /api/store/tours → {dashboard: iso | null, 'client-detail': iso | null}: the caller's
 * visited tours. Per user, not per store, so it answers before the store exists too.
 */
export function registerListVisitedToursRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/store/tours', async (request) => {
    const { userId } = requireAuth(request);
    return readVisitedTours(db, userId);
  });
}
