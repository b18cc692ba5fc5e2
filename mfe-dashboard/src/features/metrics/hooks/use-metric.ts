import { useEffect, useState } from 'react';
import { getMetric, type DateRange, type MetricResult } from '../api/get-metric';

type MetricState =
  { status: 'loading' } | { status: 'ready'; result: MetricResult } | { status: 'failed' };

/** One metric for a range; a failure is logged and the card simply stops loading (spec 1 §8). */
export function useMetric(code: string, range: DateRange): MetricState {
  const [state, setState] = useState<MetricState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    getMetric(code, range)
      .then((result) => active && setState({ status: 'ready', result }))
      .catch((error: unknown) => {
        console.error(`[dashboard] métrica ${code}`, error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [code, range.startDate, range.endDate]);
  return state;
}
