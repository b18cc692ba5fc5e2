import type { ReportExport } from '@platform/api/contracts';
import { apiClient } from '@platform/shared';
import type { DateRange } from '@platform/shared/validation';

export type { ReportExport as ReportExportResult } from '@platform/api/contracts';

/** `POST /metrics/reports/{id}/export` {startDate, endDate}: the api generates the CSV. */
export function exportReport(reportId: string, range: DateRange): Promise<ReportExport> {
  return apiClient.post<ReportExport>(`/metrics/reports/${encodeURIComponent(reportId)}/export`, {
    startDate: range.startDate,
    endDate: range.endDate,
  });
}
