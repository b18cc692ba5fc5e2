import type { ProductListItem, StockAdjustmentType } from '@platform/api/contracts';

export type StockLevel = 'out' | 'low' | 'normal';

/** Spec 2 §4 "Stock level": out at 0 or less, low from 1 up to the minimum, else normal. */
export function stockLevel({
  stock,
  minStock,
}: Pick<ProductListItem, 'stock' | 'minStock'>): StockLevel {
  if (stock <= 0) return 'out';
  if (stock <= minStock) return 'low';
  return 'normal';
}

/** The stock an adjustment leaves: set replaces, add adds, subtract stops at 0 (spec 2 §4). */
export function adjustedStock(stock: number, type: StockAdjustmentType, value: number): number {
  if (type === 'set') return value;
  if (type === 'add') return stock + value;
  return Math.max(0, stock - value);
}
