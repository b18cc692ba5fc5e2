import { apiClient } from '@platform/shared';
import type { DateRange } from '@platform/shared/validation';

export type ChartId = 'revenue' | 'subscriptions' | 'clients';
export type ChartGranularity = 'day' | 'week' | 'month';

export interface ChartSeries {
  granularity: ChartGranularity;
  /** One point per day, week (from Monday) or month; `date` is the bucket's first day. */
  data: Array<{ date: string; value: number }>;
}

/** `GET /metrics/charts/{id}` with startDate and endDate (spec 1 §7 "Charts"). */
export async function getChart(id: ChartId, range: DateRange): Promise<ChartSeries> {
  const answer = await apiClient.get<Partial<ChartSeries>>(
    `/metrics/charts/${encodeURIComponent(id)}`,
    { params: { startDate: range.startDate, endDate: range.endDate } },
  );
  return { granularity: answer.granularity ?? 'day', data: answer.data ?? [] };
}
