import type {
  ProductList,
  StockAdjustment,
  StockAdjustmentBody,
  StockAdjustmentType,
} from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { productKeys } from './keys';

export type { StockAdjustmentType };

export interface StockAdjustmentRequest {
  id: string;
  type: StockAdjustmentType;
  /** A whole number from 0. */
  value: number;
}

/** `PUT /products/:id/adjust-stock {type, value}` → the stock before and after. */
export function adjustProductStock({
  id,
  type,
  value,
}: StockAdjustmentRequest): Promise<StockAdjustment> {
  const body: StockAdjustmentBody = { type, value };
  return apiClient.put<StockAdjustment>(`/products/${encodeURIComponent(id)}/adjust-stock`, body);
}

/**
 * Sets, adds to or subtracts from a product's stock (spec 2 §4 "Stock adjustment"). The new stock
 * is written into the cached lists at once, then every products query refreshes (the stock
 * filters and the dashboard's low-stock card depend on it).
 */
export function useAdjustProductStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['adjust-product-stock'],
    mutationFn: adjustProductStock,
    onSuccess: (adjusted) => {
      queryClient.setQueriesData<ProductList>({ queryKey: productKeys.lists() }, (list) =>
        list
          ? {
              ...list,
              data: list.data.map((product) =>
                product.id === adjusted.id
                  ? { ...product, stock: adjusted.stock, minStock: adjusted.minStock }
                  : product,
              ),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
