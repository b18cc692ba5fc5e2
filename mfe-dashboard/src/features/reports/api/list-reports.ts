import { apiClient } from '@platform/shared';

/** A report of the reports card (spec 1 §3 "Report"); `icon` is a lucide icon name. */
export interface Report {
  id: string;
  title: string;
  description: string;
  icon: string;
}

/** `GET /metrics/reports`: the configured reports (revenue, clients, subscriptions, forecast). */
export async function listReports(): Promise<Report[]> {
  const { reports } = await apiClient.get<{ reports: Report[] }>('/metrics/reports', {
    cache: true,
  });
  return reports;
}
