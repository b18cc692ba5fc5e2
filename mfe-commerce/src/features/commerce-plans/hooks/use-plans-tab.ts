import { useCallback } from 'react';
import { useSearchParams } from '@platform/shared';
import { COMMERCE_PLAN_STATUSES, type CommercePlanStatus } from '@platform/shared/constants';

/** The tab as the URL says it (`?tab=archived`); anything else, or nothing, is the active tab. */
export function readPlansTab(params: URLSearchParams): CommercePlanStatus {
  const tab = params.get('tab');
  return (COMMERCE_PLAN_STATUSES as readonly string[]).includes(tab ?? '')
    ? (tab as CommercePlanStatus)
    : 'active';
}

/**
 * The /plans tab, kept in the query string so a link or a reload shows the same list. The default
 * (active) is left out of the URL; other parameters are kept. A tab change replaces the entry,
 * as the dashboard's chart tabs do.
 */
export function usePlansTab(): [CommercePlanStatus, (tab: CommercePlanStatus) => void] {
  const [params, setParams] = useSearchParams();
  const tab = readPlansTab(params);
  const setTab = useCallback(
    (next: CommercePlanStatus) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next === 'active') updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, setTab];
}
