import type { ProductList, ProductListQuery } from '@platform/api/contracts';
import { apiClient, keepPreviousData, queryOptions } from '@platform/shared';
import { productKeys } from './keys';

/** `GET /products` → one page of the store's products, filtered and sorted by the api. */
export function listProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ProductList> {
  return apiClient.get<ProductList>('/products', { params: query, signal });
}

/**
 * One page of the list, for `useQuery(productListQuery(query))`. While the next page or filter
 * loads, the previous answer stays on screen, so the table does not jump.
 */
export const productListQuery = (query: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => listProducts(query, signal),
    placeholderData: keepPreviousData,
  });
