import { useEffect, useMemo } from 'react';
import { useQuery } from '@platform/shared';
import { hasActiveFilters, toProductListQuery } from '../../../urls';
import { catalogueSizeQuery } from '../api/count-catalogue';
import { productListQuery } from '../api/list-products';
import type { EmptyReason } from '../components/ProductsEmptyState';
import type { ProductSearchState } from './use-product-search';

/**
 * The page of products the URL asks for, and what an empty answer means. Only an empty answer
 * asks for the store's product count (archived included), which tells a store without products
 * (and so the tutorial) from one whose products are archived or filtered out.
 */
export function useProductList({ search, update }: Pick<ProductSearchState, 'search' | 'update'>) {
  const list = useQuery(productListQuery(useMemo(() => toProductListQuery(search), [search])));
  const answer = list.isPlaceholderData ? undefined : list.data;
  const isEmpty = answer?.total === 0;
  const catalogue = useQuery({ ...catalogueSizeQuery(), enabled: isEmpty });

  // A page past the last (after an archive, or from an old link) shows the last page instead.
  const lastPage = answer ? Math.max(1, Math.ceil(answer.total / search.perPage)) : 1;
  const pastTheEnd =
    !!answer && answer.total > 0 && answer.data.length === 0 && search.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);

  let emptyReason: EmptyReason | null = null;
  if (isEmpty && !catalogue.isPending) {
    if (catalogue.data === 0) emptyReason = 'no-products';
    else if (hasActiveFilters(search)) emptyReason = 'filtered';
    else emptyReason = catalogue.isSuccess ? 'only-archived' : 'no-products';
  }

  return {
    list,
    emptyReason,
    /** Known only while the list is empty: the store has no product at all. */
    catalogueEmpty: isEmpty && catalogue.data === 0,
  };
}
