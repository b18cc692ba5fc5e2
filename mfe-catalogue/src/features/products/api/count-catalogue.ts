import type { ProductList } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { productKeys } from './keys';

/**
 * How many products the store has, archived ones included: one row of `GET /products` with no
 * filter, whose `total` is the answer. It tells the empty states apart (no product at all, or
 * only archived ones) and decides whether the product-types tutorial is due.
 */
export async function countCatalogue(signal?: AbortSignal): Promise<number> {
  const { total } = await apiClient.get<ProductList>('/products', {
    params: { archived: 'all', page: 1, perPage: 1 },
    signal,
  });
  return total;
}

export const catalogueSizeQuery = () =>
  queryOptions({
    queryKey: productKeys.catalogueSize(),
    queryFn: ({ signal }) => countCatalogue(signal),
  });
