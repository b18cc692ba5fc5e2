import type { ProductBody, ProductListItem } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { invalidateAfterSave } from './invalidate-after-save';

/** `POST /products` with the form's fields (and `uploadUuid`) → the new product (spec 2 §7). */
export function createProduct(body: ProductBody): Promise<ProductListItem> {
  return apiClient.post<ProductListItem>('/products', body);
}

/** Creates a product (a new one or a copy); a category's count changes when it has one. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['create-product'],
    mutationFn: createProduct,
    onSuccess: (created) =>
      invalidateAfterSave(queryClient, { categoryCountsChanged: created.categoryId !== null }),
  });
}
