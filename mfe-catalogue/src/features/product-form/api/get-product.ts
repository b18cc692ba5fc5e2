import type { ProductDetail } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { productKeys } from '../../products';

/** `GET /products/:id` → everything the product form shows (spec 2 §7). */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiClient.get<ProductDetail>(`/products/${encodeURIComponent(id)}`, { signal });
}

/** The product being edited or copied, for `useQuery(productQuery(id))`. */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
