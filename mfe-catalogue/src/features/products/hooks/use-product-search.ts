import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@platform/shared';
import {
  DEFAULT_PRODUCT_SEARCH,
  productSearchParams,
  readProductSearch,
  type ProductSearch,
} from '../../../urls';

export interface ProductSearchState {
  search: ProductSearch;
  /**
   * Applies changes to the URL as a new history entry. A change of anything but the page goes
   * back to page 1, since the old page may not exist in the new list.
   */
  update: (changes: Partial<ProductSearch>, options?: { replace?: boolean }) => void;
  /** Back to the default filters and sort; the page size is the merchant's and stays. */
  reset: () => void;
}

/** The products page's filters, sort and page, read from and written to the query string. */
export function useProductSearch(): ProductSearchState {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readProductSearch(params), [params]);
  // The URL as last written: two changes before the next render (two filters whose typing pauses
  // together) must build on each other, not both on the URL of the last render.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const navigate = useCallback(
    (target: URLSearchParams, replace: boolean) => {
      // The same URL again would only add a history entry that changes nothing.
      if (target.toString() === latest.current.toString()) return;
      latest.current = target;
      setParams(target, { replace });
    },
    [setParams],
  );

  // A link with defaults spelled out or values the page does not know is rewritten in place, so
  // the address bar always shows what the list shows.
  useEffect(() => {
    navigate(productSearchParams(search, params), true);
  }, [params, search, navigate]);

  const update = useCallback<ProductSearchState['update']>(
    (changes, options) => {
      const current = latest.current;
      const next = { ...readProductSearch(current), ...changes };
      if (changes.page === undefined) next.page = 1;
      navigate(productSearchParams(next, current), options?.replace ?? false);
    },
    [navigate],
  );

  const reset = useCallback(
    () => update({ ...DEFAULT_PRODUCT_SEARCH, perPage: readProductSearch(latest.current).perPage }),
    [update],
  );

  return { search, update, reset };
}
