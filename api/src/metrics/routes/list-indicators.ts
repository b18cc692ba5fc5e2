import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import { listIndicators } from '../indicators.ts';

/** GET /api/metrics/indicators → {indicators: [{code, name, format, description}]} (the dashboard's cards). */
export function registerListIndicatorsRoute(app: FastifyInstance, _context: AppContext): void {
  app.get('/api/metrics/indicators', async (request) => {
    requireAuth(request);
    return { indicators: listIndicators() };
  });
}
