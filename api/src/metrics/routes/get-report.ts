import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { metricsRoutes } from '../contract.ts';
import { validateRange } from '../periods.ts';
import { buildReport, findReport } from '../reports.ts';

/**
 * GET /api/metrics/reports/:id?startDate&endDate → {report, startDate, endDate, columns, rows}:
 * the report's content as JSON (the same table its CSV export holds).
 */
export function registerGetReportRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...metricsRoutes.getReport,
    handler: async (request) => {
      const storeId = requireStore(request);
      const report = findReport(request.params.id);
      if (!report) throw notFound(`Reporte no encontrado: ${request.params.id}`);
      const range = validateRange(request.query);
      const table = await buildReport(db, report.id, storeId, range);
      return { report, startDate: range.startDate, endDate: range.endDate, ...table };
    },
  });
}
