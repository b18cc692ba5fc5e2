import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import { REPORTS } from '../reports.ts';

/** GET /api/metrics/reports → {reports: [{id, title, description, icon}]} (the reports card). */
export function registerListReportsRoute(app: FastifyInstance, _context: AppContext): void {
  app.get('/api/metrics/reports', async (request) => {
    requireStore(request);
    return { reports: REPORTS };
  });
}
