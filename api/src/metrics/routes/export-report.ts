import type { AppContext } from '../../app-context.ts';
import { requireAuth, requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { metricsRoutes } from '../contract.ts';
import { validateRange } from '../periods.ts';
import { saveReportFile, toCsv } from '../report-files.ts';
import { buildReport, findReport, reportFileName } from '../reports.ts';

/**
 * POST /api/metrics/reports/:id/export {startDate, endDate} → {status: 'success', data: {fileUrl,
 * fileName, expiresAt}}: generates the report's CSV for the range and keeps it behind a
 * short-lived download URL of the caller's store (GET /downloads/reports/:fileId?token, fetched
 * with the bearer token of a user of the store).
 */
export function registerExportReportRoute(app: ApiApp, { db, publicUrl }: AppContext): void {
  app.route({
    ...metricsRoutes.exportReport,
    handler: async (request) => {
      const storeId = requireStore(request);
      const { userId } = requireAuth(request);
      const report = findReport(request.params.id);
      if (!report) throw notFound(`Reporte no encontrado: ${request.params.id}`);
      const range = validateRange(request.body);
      const table = await buildReport(db, report.id, storeId, range);
      const fileName = reportFileName(report.id, range);
      const saved = await saveReportFile(db, {
        storeId,
        userId,
        reportId: report.id,
        range,
        fileName,
        content: toCsv(table),
      });
      return {
        status: 'success' as const,
        data: {
          fileUrl: `${publicUrl}/downloads/reports/${saved.id}?token=${saved.token}`,
          fileName,
          expiresAt: saved.expiresAt.toISOString(),
        },
      };
    },
  });
}
