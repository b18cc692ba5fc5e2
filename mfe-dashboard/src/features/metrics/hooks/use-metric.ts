import { useLoad } from '../../../lib/use-load';
import { getMetric, type DateRange } from '../api/get-metric';

/** One metric for a range; a failure is logged and the card simply stops loading (spec 1 §8). */
export function useMetric(code: string, range: DateRange) {
  return useLoad(
    () => getMetric(code, range),
    `${code}:${range.startDate}:${range.endDate}`,
    `métrica ${code}`,
  );
}
