import { useCallback } from 'react';
import { useUrlSearchState } from '@platform/shared';
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
  const { search, update } = useUrlSearchState({ read: readOrderSearch, write: orderSearchParams });
  const reset = useCallback(
    () => update((current) => ({ ...DEFAULT_ORDER_SEARCH, perPage: current.perPage })),
    [update],
  );
  return { search, update, reset };
}
