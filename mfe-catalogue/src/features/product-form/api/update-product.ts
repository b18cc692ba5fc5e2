import type { ProductDetail, ProductUpdateBody } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { invalidateAfterSave } from './invalidate-after-save';

export interface UpdateProductVariables {
  id: string;
  body: ProductUpdateBody;
  /** The category the product had before: the counts change when it is another one now. */
  previousCategoryId: string | null;
}

/** `PUT /products/:id` with the form's fields plus the id → the saved product (spec 2 §7). */
export function updateProduct({ id, body }: UpdateProductVariables): Promise<ProductDetail> {
  return apiClient.put<ProductDetail>(`/products/${encodeURIComponent(id)}`, { ...body, id });
}

/** Saves the product form over a product. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-product'],
    mutationFn: updateProduct,
    onSuccess: (saved, { previousCategoryId }) =>
      invalidateAfterSave(queryClient, {
        categoryCountsChanged: saved.categoryId !== previousCategoryId,
      }),
  });
}
