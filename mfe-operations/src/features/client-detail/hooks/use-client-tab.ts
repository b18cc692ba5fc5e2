import { useCallback } from 'react';
import { useLocation, useSearchParams } from '@platform/shared';
import { clientTabParams, readClientTab, type ClientTab } from '../urls';

/**
 * The open tab, as the URL says it. A tab change replaces the history entry: back leaves the
 * client instead of walking through the tabs. It keeps the entry's state: the list 'Volver a la
 * lista' returns to.
 */
export function useClientTab(): [ClientTab, (tab: ClientTab) => void] {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const tab = readClientTab(params);
  const setTab = useCallback(
    (next: ClientTab) =>
      setParams((previous) => clientTabParams(next, previous), { replace: true, state }),
    [setParams, state],
  );
  return [tab, setTab];
}
