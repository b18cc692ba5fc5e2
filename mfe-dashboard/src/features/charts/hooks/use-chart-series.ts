import type { DateRange } from '@platform/shared/validation';
import { useLoad } from '../../../lib/use-load';
import { getChart, type ChartId, type ChartSeries } from '../api/get-chart';

const EMPTY: ChartSeries = { granularity: 'day', data: [] };

/** A chart's series for the range; a failure is logged and gives an empty chart (spec 1 §8). */
export function useChartSeries(id: ChartId, range: DateRange) {
  const state = useLoad(
    () => getChart(id, range),
    `${id}:${range.startDate}:${range.endDate}`,
    `gráfico ${id}`,
  );
  if (state.status === 'loading') return { loading: true, series: EMPTY };
  return { loading: false, series: state.status === 'ready' ? state.data : EMPTY };
}
