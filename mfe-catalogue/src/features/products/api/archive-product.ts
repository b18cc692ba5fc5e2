import type { ProductArchiveBody, ProductListItem } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { productKeys } from './keys';

/** `PUT /products/:id/archive {isArchived: true}` → the product, archived and hidden. */
export function archiveProduct(id: string): Promise<ProductListItem> {
  const body: ProductArchiveBody = { isArchived: true };
  return apiClient.put<ProductListItem>(`/products/${encodeURIComponent(id)}/archive`, body);
}

/**
 * Archives a product (spec 2 §4 "Archiving"). The lists refresh, and so do the categories, whose
 * product counts leave archived products out.
 */
export function useArchiveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['archive-product'],
    mutationFn: archiveProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]),
  });
}
