import type { CategoryBody, CategoryNode } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { refreshAfterCategoryChange } from './invalidate';

/** `PUT /categories/{id}` with the same payload as the create call → the category. */
export function updateCategory({ id, ...body }: CategoryBody & { id: string }) {
  return apiClient.put<CategoryNode>(`/categories/${encodeURIComponent(id)}`, body);
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-category'],
    mutationFn: updateCategory,
    onSettled: () => refreshAfterCategoryChange(queryClient),
  });
}
