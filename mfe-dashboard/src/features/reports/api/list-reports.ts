import type { Report, ReportList } from '@platform/api/contracts';
import { apiClient } from '@platform/shared';

export type { Report };

/** `GET /metrics/reports`: the configured reports (revenue, clients, subscriptions, forecast). */
export async function listReports(): Promise<Report[]> {
  const { reports } = await apiClient.get<ReportList>('/metrics/reports', {
    cache: true,
  });
  return reports;
}
