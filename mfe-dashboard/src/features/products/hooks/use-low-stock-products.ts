import { useLoad } from '../../../lib/use-load';
import { listLowStockProducts } from '../api/list-low-stock-products';

export function useLowStockProducts() {
  return useLoad(listLowStockProducts, 'low-stock', 'productos con stock bajo');
}
