import type { CategoryBody, CategoryNode } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { refreshAfterCategoryChange } from './invalidate';

/** `POST /categories` with the form's fields and the new category's uuid → the category. */
export function createCategory(body: CategoryBody): Promise<CategoryNode> {
  return apiClient.post<CategoryNode>('/categories', body);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['create-category'],
    mutationFn: createCategory,
    onSettled: () => refreshAfterCategoryChange(queryClient),
  });
}
