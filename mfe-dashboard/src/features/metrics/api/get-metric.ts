import { apiClient } from '@platform/shared';

export interface MetricTrend {
  direction: 'up' | 'down' | 'flat';
  value: number;
}

export interface MetricResult {
  value: number;
  previousValue: number;
  trend: MetricTrend;
}

export interface DateRange {
  /** YYYY-MM-DD, both ends included. */
  startDate: string;
  endDate: string;
}

/** `GET /metrics/{code}` for the current period; the api also answers the previous one. */
export function getMetric(code: string, range: DateRange): Promise<MetricResult> {
  return apiClient.get<MetricResult>(`/metrics/${encodeURIComponent(code)}`, {
    params: { type: 'current-period', startDate: range.startDate, endDate: range.endDate },
  });
}
