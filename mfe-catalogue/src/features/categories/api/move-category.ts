import type { CategoryMoveDirection, CategoryTree } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { refreshAfterCategoryChange } from './invalidate';
import { categoryKeys } from './keys';

export interface MoveCategoryInput {
  id: string;
  direction: CategoryMoveDirection;
}

/** `PUT /categories/move/{direction}/{id}` with `{ categoryId }` → the whole tree, reordered. */
export function moveCategory({ id, direction }: MoveCategoryInput): Promise<CategoryTree> {
  return apiClient.put<CategoryTree>(`/categories/move/${direction}/${encodeURIComponent(id)}`, {
    categoryId: id,
  });
}

export function useMoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['move-category'],
    mutationFn: moveCategory,
    // The answer is the new tree: shown at once, before the refetch confirms it.
    onSuccess: (tree) => queryClient.setQueryData(categoryKeys.tree(), tree),
    onSettled: () => refreshAfterCategoryChange(queryClient),
  });
}
