import { useCallback } from 'react';
import { useUrlSearchState } from '@platform/shared';
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
  const { search, update } = useUrlSearchState({
    read: readProductSearch,
    write: productSearchParams,
  });
  const reset = useCallback(
    () => update((current) => ({ ...DEFAULT_PRODUCT_SEARCH, perPage: current.perPage })),
    [update],
  );
  return { search, update, reset };
}
