import type { ReactElement } from 'react';
import { Button, HStack, IconButton, VisuallyHidden, Wrap } from '@platform/shared';
import type { ProductListItem } from '@platform/api/contracts';
import { Archive, Boxes, Code, Copy, Eye, EyeOff, Pencil } from 'lucide-react';
import { productsMessages } from '../messages';

const copy = productsMessages.rowActions;

/** What a row's buttons ask the page to do; the page owns the dialogs they open. */
export interface ProductActionHandlers {
  onEdit: (product: ProductListItem) => void;
  onCopy: (product: ProductListItem) => void;
  onToggleVisibility: (product: ProductListItem) => void;
  onAdjustStock: (product: ProductListItem) => void;
  onEmbed: (product: ProductListItem) => void;
  onArchive: (product: ProductListItem) => void;
}

interface Action {
  label: string;
  icon: ReactElement;
  run: () => void;
}

/** A product's actions; an archived product keeps only copy (spec 2 §4 "Archiving"). */
function actionsOf(product: ProductListItem, handlers: ProductActionHandlers): Action[] {
  const copyAction = { label: copy.copy, icon: <Copy />, run: () => handlers.onCopy(product) };
  if (product.isArchived) return [copyAction];
  return [
    { label: copy.edit, icon: <Pencil />, run: () => handlers.onEdit(product) },
    copyAction,
    {
      label: product.isActive ? copy.hide : copy.show,
      icon: product.isActive ? <EyeOff /> : <Eye />,
      run: () => handlers.onToggleVisibility(product),
    },
    { label: copy.adjustStock, icon: <Boxes />, run: () => handlers.onAdjustStock(product) },
    { label: copy.embed, icon: <Code />, run: () => handlers.onEmbed(product) },
    { label: copy.archive, icon: <Archive />, run: () => handlers.onArchive(product) },
  ];
}

export interface ProductActionsProps extends ProductActionHandlers {
  product: ProductListItem;
  /** Icon buttons (the table), else buttons with their text (the cards). */
  compact?: boolean;
}

/**
 * A row's buttons. Each is named by its word and then the product ('Editar Café en grano'), so
 * speech input finds it by what it shows and a screen reader knows which row it acts on; the icon
 * buttons show their word as a tooltip.
 */
export function ProductActions({ product, compact = false, ...handlers }: ProductActionsProps) {
  const actions = actionsOf(product, handlers);
  if (compact) {
    return (
      <HStack gap={0} justify="flex-end">
        {actions.map((action) => (
          <IconButton
            key={action.label}
            size="sm"
            variant="ghost"
            title={action.label}
            onClick={action.run}
          >
            {action.icon}
            <VisuallyHidden>{`${action.label} ${product.name}`}</VisuallyHidden>
          </IconButton>
        ))}
      </HStack>
    );
  }
  return (
    <Wrap gap={2}>
      {actions.map((action) => (
        <Button key={action.label} size="sm" variant="outline" onClick={action.run}>
          {action.icon}
          {action.label}
          <VisuallyHidden>{` ${product.name}`}</VisuallyHidden>
        </Button>
      ))}
    </Wrap>
  );
}
