import type { CategoryTree } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { categoryKeys } from './keys';

/** `GET /categories` → the store's tree: roots with their children, counts and full names. */
export function listCategories(signal?: AbortSignal): Promise<CategoryTree> {
  return apiClient.get<CategoryTree>('/categories', { signal });
}

/** The category tree, for `useQuery(categoriesQuery())`. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.tree(),
    queryFn: ({ signal }) => listCategories(signal),
  });
