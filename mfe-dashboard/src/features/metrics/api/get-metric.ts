import type { Metric } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import type { DateRange } from '@platform/shared/validation';
import { metricKeys } from './metric-keys';

export type { Metric as MetricResult, Trend as MetricTrend } from '@platform/api/contracts';
export type { DateRange };

/**
 * `GET /metrics/{code}` with type=current-period: one call per indicator (spec 1 §7); the answer
 * carries the previous period's value too.
 */
export function getMetric(code: string, range: DateRange, signal?: AbortSignal): Promise<Metric> {
  return apiClient.get<Metric>(`/metrics/${encodeURIComponent(code)}`, {
    params: { type: 'current-period', startDate: range.startDate, endDate: range.endDate },
    signal,
  });
}

/** One metric for the range, for `useQuery(metricQuery(code, range))`. */
export const metricQuery = (code: string, range: DateRange) =>
  queryOptions({
    queryKey: metricKeys.value(code, range),
    queryFn: ({ signal }) => getMetric(code, range, signal),
  });
