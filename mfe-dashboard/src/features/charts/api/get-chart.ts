import type { ChartId, ChartSeries as ChartAnswer } from '@platform/api/contracts';
import { apiClient } from '@platform/shared';
import type { DateRange } from '@platform/shared/validation';

export type { ChartId, Granularity as ChartGranularity } from '@platform/api/contracts';

/** One point per day, week (from Monday) or month; `date` is the bucket's first day. */
export type ChartSeries = Pick<ChartAnswer, 'granularity' | 'data'>;

/** `GET /metrics/charts/{id}` with startDate and endDate (spec 1 §7 "Charts"). */
export async function getChart(id: ChartId, range: DateRange): Promise<ChartSeries> {
  const answer = await apiClient.get<Partial<ChartAnswer>>(
    `/metrics/charts/${encodeURIComponent(id)}`,
    { params: { startDate: range.startDate, endDate: range.endDate } },
  );
  return { granularity: answer.granularity ?? 'day', data: answer.data ?? [] };
}
