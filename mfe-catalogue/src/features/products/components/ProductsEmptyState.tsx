import { Button, EmptyState } from '@platform/shared';
import { Archive, PackageSearch, Plus, RotateCcw } from 'lucide-react';
import { productsMessages } from '../messages';

const copy = productsMessages.empty;

/** Why the list is empty: no product at all, only archived ones, or filters that match none. */
export type EmptyReason = 'no-products' | 'only-archived' | 'filtered';

export interface ProductsEmptyStateProps {
  reason: EmptyReason;
  onNewProduct: () => void;
  onShowArchived: () => void;
  onResetFilters: () => void;
}

/** 'No se encontraron productos' with the hint and the way out that fit the case (spec 2 §2). */
export function ProductsEmptyState({
  reason,
  onNewProduct,
  onShowArchived,
  onResetFilters,
}: ProductsEmptyStateProps) {
  const { description, action } = {
    'no-products': {
      description: copy.noProducts,
      action: (
        <Button colorPalette="brand" onClick={onNewProduct}>
          <Plus />
          {productsMessages.actions.newProduct}
        </Button>
      ),
    },
    'only-archived': {
      description: copy.onlyArchived,
      action: (
        <Button variant="outline" onClick={onShowArchived}>
          <Archive />
          {copy.showArchived}
        </Button>
      ),
    },
    filtered: {
      description: copy.filtered,
      action: (
        <Button variant="outline" onClick={onResetFilters}>
          <RotateCcw />
          {productsMessages.filters.reset}
        </Button>
      ),
    },
  }[reason];
  return (
    <EmptyState
      icon={<PackageSearch />}
      title={copy.title}
      as="h3"
      description={description}
      action={action}
    />
  );
}
