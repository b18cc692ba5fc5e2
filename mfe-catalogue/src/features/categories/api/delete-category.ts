import type { CategoryDeleteBody, CategoryDeleted } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { refreshAfterCategoryChange } from './invalidate';

export interface DeleteCategoryInput {
  id: string;
  productAction: NonNullable<CategoryDeleteBody['productAction']>;
  targetCategoryId: string | null;
  /** The subcategories the merchant saw, which go with it (the api refuses if they changed). */
  childCategories: string[];
}

/**
 * `DELETE /categories/{id}` with `{ categoryId, productAction, targetCategoryId,
 * childCategories }` → what was deleted and what became of the products.
 */
export function deleteCategory({ id, ...rest }: DeleteCategoryInput): Promise<CategoryDeleted> {
  const body: CategoryDeleteBody = { categoryId: id, ...rest };
  return apiClient.delete<CategoryDeleted>(`/categories/${encodeURIComponent(id)}`, { body });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['delete-category'],
    mutationFn: deleteCategory,
    onSettled: () => refreshAfterCategoryChange(queryClient),
  });
}
