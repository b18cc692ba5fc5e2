import type { ChartId, ChartSeries as ChartAnswer } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import type { DateRange } from '@platform/shared/validation';

export type { ChartId, Granularity as ChartGranularity } from '@platform/api/contracts';

/** One point per day, week (from Monday) or month; `date` is the bucket's first day. */
export type ChartSeries = Pick<ChartAnswer, 'granularity' | 'data'>;

/**
 * The cache keys of the 'Evolución' series. A series' key holds its range, so a new range is a
 * new query and the answer for an older one never reaches the chart.
 */
export const chartKeys = {
  all: ['metrics', 'charts'] as const,
  series: (id: ChartId, { startDate, endDate }: DateRange) =>
    [...chartKeys.all, id, { startDate, endDate }] as const,
};

/** `GET /metrics/charts/{id}` with startDate and endDate (spec 1 §7 "Charts"). */
export async function getChart(
  id: ChartId,
  range: DateRange,
  signal?: AbortSignal,
): Promise<ChartSeries> {
  const answer = await apiClient.get<Partial<ChartAnswer>>(
    `/metrics/charts/${encodeURIComponent(id)}`,
    { params: { startDate: range.startDate, endDate: range.endDate }, signal },
  );
  return { granularity: answer.granularity ?? 'day', data: answer.data ?? [] };
}

/** A chart's series for the range, for `useQuery(chartQuery(id, range))`. */
export const chartQuery = (id: ChartId, range: DateRange) =>
  queryOptions({
    queryKey: chartKeys.series(id, range),
    queryFn: ({ signal }) => getChart(id, range, signal),
  });
