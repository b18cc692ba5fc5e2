import { Badge } from '@platform/shared';
import type { ProductListItem } from '@platform/api/contracts';
import { productsMessages } from '../messages';
import { stockLevel } from '../stock-level';

const copy = productsMessages.product;

/** 'Sin stock' in red or 'Stock bajo' in amber; nothing for a normal stock. */
export function StockBadge({ product }: { product: Pick<ProductListItem, 'stock' | 'minStock'> }) {
  const level = stockLevel(product);
  if (level === 'normal') return null;
  return (
    <Badge colorPalette={level === 'out' ? 'red' : 'orange'} variant="subtle" size="sm">
      {level === 'out' ? copy.outOfStock : copy.lowStock}
    </Badge>
  );
}

/** 'Archivado', else whether the shop shows the product: 'Visible' or 'Oculto'. */
export function ProductStateBadge({
  product,
}: {
  product: Pick<ProductListItem, 'isActive' | 'isArchived'>;
}) {
  if (product.isArchived) {
    return (
      <Badge colorPalette="gray" variant="solid" size="sm">
        {copy.archived}
      </Badge>
    );
  }
  return (
    <Badge colorPalette={product.isActive ? 'green' : 'gray'} variant="subtle" size="sm">
      {product.isActive ? copy.visible : copy.hidden}
    </Badge>
  );
}
