import type { Metric } from '@platform/api/contracts';
import { apiClient } from '@platform/shared';
import type { DateRange } from '@platform/shared/validation';

export type { Metric as MetricResult, Trend as MetricTrend } from '@platform/api/contracts';
export type { DateRange };

/**
 * `GET /metrics/{code}` with type=current-period: one call per indicator (spec 1 §7); the answer
 * carries the previous period's value too.
 */
export function getMetric(code: string, range: DateRange): Promise<Metric> {
  return apiClient.get<Metric>(`/metrics/${encodeURIComponent(code)}`, {
    params: { type: 'current-period', startDate: range.startDate, endDate: range.endDate },
  });
}
