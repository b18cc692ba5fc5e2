import type { ProductList, ProductListItem } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { DASHBOARD } from '@platform/shared/constants';

/** The product fields the dashboard reads (spec 1 §3 "Product (as used by dashboard)"). */
export type LowStockProduct = Pick<ProductListItem, 'id' | 'name' | 'sku' | 'stock' | 'minStock'>;

/**
 * The cache keys of the dashboard's products. Under `['products']`, so a change that invalidates
 * the products reaches this card too; the last part names the dashboard's own selection, since
 * every remote shares the page's cache and one key must always hold the same data.
 */
export const productKeys = {
  all: ['products'] as const,
  lowStock: () => [...productKeys.all, 'low-stock'] as const,
};

/**
 * The products at or under their minimum stock, fewest first, five of them (spec 1 §7): asked
 * to the products list already filtered and sorted, and the rule applied again here.
 */
export async function listLowStockProducts(signal?: AbortSignal): Promise<LowStockProduct[]> {
  const { data } = await apiClient.get<ProductList>('/products', {
    params: {
      stockStatus: 'low-stock',
      sortField: 'stock',
      sortDirection: 'asc',
      perPage: DASHBOARD.listSize,
    },
    signal,
  });
  return (data ?? [])
    .filter((product) => product.stock <= product.minStock)
    .sort((a, b) => a.stock - b.stock)
    .slice(0, DASHBOARD.listSize);
}

/** 'Productos Bajo Stock', for `useQuery(lowStockProductsQuery())`. */
export const lowStockProductsQuery = () =>
  queryOptions({
    queryKey: productKeys.lowStock(),
    queryFn: ({ signal }) => listLowStockProducts(signal),
  });
