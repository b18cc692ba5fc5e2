import { useEffect, useMemo } from 'react';
import { useQuery } from '@platform/shared';
import { categoryOptionsQuery } from '../api/list-category-options';
import type { ProductSearchState } from './use-product-search';

/**
 * The categories for the filter and the rows. A category in the URL that the store no longer has
 * (deleted meanwhile, an old link) falls back to no category.
 */
export function useCategoryOptions({
  search,
  update,
}: Pick<ProductSearchState, 'search' | 'update'>) {
  const categories = useQuery(categoryOptionsQuery());
  const options = categories.data;
  const unknown =
    !!options && search.category !== null && !options.some(({ id }) => id === search.category);
  useEffect(() => {
    if (unknown) update({ category: null }, { replace: true });
  }, [unknown, update]);

  const names = useMemo(
    () => new Map((options ?? []).map(({ id, fullName }) => [id, fullName])),
    [options],
  );
  return {
    /** Undefined while loading; empty when the load failed, so the filter still offers 'all'. */
    categories: options ?? (categories.isError ? [] : undefined),
    categoriesFailed: categories.isError,
    categoryNames: names,
  };
}
