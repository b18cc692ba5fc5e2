import { apiClient } from '@platform/shared';
import type { DateRange } from '@platform/shared/validation';

/** Spec 1 §3 "Report export result". */
export interface ReportExportResult {
  status: 'success';
  data: { fileUrl: string; fileName: string };
}

/** `POST /metrics/reports/{id}/export` {startDate, endDate}: the api generates the CSV. */
export function exportReport(reportId: string, range: DateRange): Promise<ReportExportResult> {
  return apiClient.post<ReportExportResult>(
    `/metrics/reports/${encodeURIComponent(reportId)}/export`,
    { startDate: range.startDate, endDate: range.endDate },
  );
}
