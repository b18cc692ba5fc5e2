import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { metricsRoutes } from '../contract.ts';
import { REPORTS } from '../reports.ts';

/** GET /api/metrics/reports → {reports: [{id, title, description, icon}]} (the reports card). */
export function registerListReportsRoute(app: ApiApp, _context: AppContext): void {
  app.route({
    ...metricsRoutes.listReports,
    handler: async (request) => {
      requireStore(request);
      return { reports: [...REPORTS] };
    },
  });
}
