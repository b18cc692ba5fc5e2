import { apiClient } from '@platform/shared';

export interface MetricTrend {
  direction: 'up' | 'down' | 'flat';
  value: number;
}

export interface MetricResult {
  value: number;
  previousValue: number;
  trend: MetricTrend;
  /** The periods measured (the api answers them; older answers may not). */
  period?: DateRange;
  previousPeriod?: DateRange;
}

export interface DateRange {
  /** YYYY-MM-DD, both ends included. */
  startDate: string;
  endDate: string;
}

/**
 * `GET /metrics/{code}` with type=current-period: one call per indicator (spec 1 §7); the answer
 * carries the previous period's value too.
 */
export function getMetric(code: string, range: DateRange): Promise<MetricResult> {
  return apiClient.get<MetricResult>(`/metrics/${encodeURIComponent(code)}`, {
    params: { type: 'current-period', startDate: range.startDate, endDate: range.endDate },
  });
}
