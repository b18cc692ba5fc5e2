import type { ReportExport } from '@platform/api/contracts';
import { apiClient, useMutation } from '@platform/shared';
import type { DateRange } from '@platform/shared/validation';
import { downloadReportFile } from './download-report-file';

export type { ReportExport as ReportExportResult } from '@platform/api/contracts';

/** `POST /metrics/reports/{id}/export` {startDate, endDate}: the api generates the CSV. */
export function exportReport(reportId: string, range: DateRange): Promise<ReportExport> {
  return apiClient.post<ReportExport>(`/metrics/reports/${encodeURIComponent(reportId)}/export`, {
    startDate: range.startDate,
    endDate: range.endDate,
  });
}

/**
 * Exports a report for the range and downloads the file; it settles once the file is saved.
 * Nothing cached changes. A failure is logged by the client (spec 1 §8); the caller shows none.
 */
export function useExportReport() {
  return useMutation({
    mutationKey: ['export-report'],
    mutationFn: async ({ reportId, range }: { reportId: string; range: DateRange }) => {
      const { data } = await exportReport(reportId, range);
      await downloadReportFile(data.fileUrl, data.fileName);
    },
  });
}
