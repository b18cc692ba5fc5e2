import { useCallback } from 'react';
import { useSearchParams } from '@platform/shared';
import { readDashboardSearch, type ChartTab } from '../../../urls';

/** The 'Evolución' tab, kept in the URL (`?chart=subscriptions`; revenue is the default). */
export function useChartTab(): [ChartTab, (tab: ChartTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = readDashboardSearch(params).chart;
  const setTab = useCallback(
    (next: ChartTab) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next === 'revenue') updated.delete('chart');
          else updated.set('chart', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, setTab];
}
