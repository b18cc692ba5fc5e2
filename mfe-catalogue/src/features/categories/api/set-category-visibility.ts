import type { CategoryNode } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { refreshAfterCategoryChange } from './invalidate';

export interface CategoryVisibilityInput {
  id: string;
  /** isEnabled after the call: show (true) or hide (false). */
  visible: boolean;
}

/** `PUT /categories/visibility/{show|hide}/{id}` with `{ categoryId }` → the category. */
export function setCategoryVisibility({ id, visible }: CategoryVisibilityInput) {
  const action = visible ? 'show' : 'hide';
  return apiClient.put<CategoryNode>(`/categories/visibility/${action}/${encodeURIComponent(id)}`, {
    categoryId: id,
  });
}

export function useSetCategoryVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['set-category-visibility'],
    mutationFn: setCategoryVisibility,
    onSettled: () => refreshAfterCategoryChange(queryClient),
  });
}
