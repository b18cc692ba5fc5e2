import type { ProductList, ProductListItem } from '@platform/api/contracts';
import { apiClient } from '@platform/shared';
import { DASHBOARD } from '@platform/shared/constants';

/** The product fields the dashboard reads (spec 1 §3 "Product (as used by dashboard)"). */
export type LowStockProduct = Pick<ProductListItem, 'id' | 'name' | 'sku' | 'stock' | 'minStock'>;

/**
 * The products at or under their minimum stock, fewest first, five of them (spec 1 §7): asked
 * to the products list already filtered and sorted, and the rule applied again here.
 */
export async function listLowStockProducts(): Promise<LowStockProduct[]> {
  const { data } = await apiClient.get<ProductList>('/products', {
    params: {
      stockStatus: 'low-stock',
      sortField: 'stock',
      sortDirection: 'asc',
      perPage: DASHBOARD.listSize,
    },
  });
  return (data ?? [])
    .filter((product) => product.stock <= product.minStock)
    .sort((a, b) => a.stock - b.stock)
    .slice(0, DASHBOARD.listSize);
}
