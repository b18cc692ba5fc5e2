import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@platform/shared';
import {
  DEFAULT_ORDER_SEARCH,
  orderSearchParams,
  readOrderSearch,
  type OrderSearch,
} from '../../../urls';

export interface OrderSearchState {
  search: OrderSearch;
  /**
   * Applies changes to the URL as a new history entry. A change of anything but the page goes
   * back to page 1 (spec 3 §5: a changed filter returns to page 1).
   */
  update: (changes: Partial<OrderSearch>, options?: { replace?: boolean }) => void;
  /** Back to the default filters and sort; the page size is the merchant's and stays. */
  reset: () => void;
}

/** The orders page's filters, sort and page, read from and written to the query string. */
export function useOrderSearch(): OrderSearchState {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readOrderSearch(params), [params]);
  // The URL as last written: two changes before the next render (two amounts whose typing pauses
  // together) must build on each other, not both on the URL of the last render.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const navigate = useCallback(
    (target: URLSearchParams, replace: boolean) => {
      if (target.toString() === latest.current.toString()) return;
      latest.current = target;
      setParams(target, { replace });
    },
    [setParams],
  );

  // A link with defaults spelled out (the dashboard's) or values the page does not know is
  // rewritten in place, so the address bar shows what the list shows.
  useEffect(() => {
    navigate(orderSearchParams(search, params), true);
  }, [params, search, navigate]);

  const update = useCallback<OrderSearchState['update']>(
    (changes, options) => {
      const current = latest.current;
      const next = { ...readOrderSearch(current), ...changes };
      if (changes.page === undefined) next.page = 1;
      navigate(orderSearchParams(next, current), options?.replace ?? false);
    },
    [navigate],
  );

  const reset = useCallback(
    () => update({ ...DEFAULT_ORDER_SEARCH, perPage: readOrderSearch(latest.current).perPage }),
    [update],
  );

  return { search, update, reset };
}
