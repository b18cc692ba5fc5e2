import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { metricsRoutes } from '../contract.ts';
import { listIndicators } from '../indicators.ts';

/** GET /api/metrics/indicators → {indicators: [{code, name, format, description}]} (the dashboard's cards). */
export function registerListIndicatorsRoute(app: ApiApp, _context: AppContext): void {
  app.route({
    ...metricsRoutes.listIndicators,
    handler: async (request) => {
      requireAuth(request);
      return { indicators: listIndicators() };
    },
  });
}
