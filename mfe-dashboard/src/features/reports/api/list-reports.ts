import type { Report, ReportList } from '@platform/api/contracts';
import { apiClient, cachedGet, queryOptions } from '@platform/shared';

export type { Report };

/** The cache keys of the reports; an export changes nothing they hold. */
export const reportKeys = {
  all: ['metrics', 'reports'] as const,
};

/** `GET /metrics/reports`: the configured reports (revenue, clients, subscriptions, forecast). */
export async function listReports(signal?: AbortSignal): Promise<Report[]> {
  const { reports } = await apiClient.get<ReportList>('/metrics/reports', { signal });
  return reports;
}

/** The reports, reused for a minute, for `useQuery(reportsQuery())`. */
export const reportsQuery = () =>
  queryOptions({
    ...cachedGet,
    queryKey: reportKeys.all,
    queryFn: ({ signal }) => listReports(signal),
  });
