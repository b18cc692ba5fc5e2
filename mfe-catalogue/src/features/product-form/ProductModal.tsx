import { useState } from 'react';
import type { ProductDetail } from '@platform/api/contracts';
import {
  CloseButton,
  ErrorBox,
  errorMessage,
  LoadingState,
  Portal,
  useQuery,
} from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { categoryOptionsQuery } from './category-options';
import { externalWebsiteQuery } from './api/get-store';
import { productQuery } from './api/get-product';
import { ProductForm } from './components/ProductForm';
import { productFormMessages as copy, type ProductModalMode } from './messages';

export type { ProductModalMode };

export interface ProductModalProps {
  mode: ProductModalMode;
  /** The product to edit or copy. */
  productId?: string;
  /** Called once the dialog has closed (saved, cancelled or dismissed): unmount it then. */
  onClose: () => void;
}

/**
 * 'Nuevo Producto', 'Editar Producto' or 'Copiar Producto' (spec 2 §2, §4). Mounted while open:
 * it opens on mount, takes the focus, and gives it back to what opened it when it closes. Edit
 * and copy load the product first; a copy is saved as a new product.
 */
export function ProductModal({ mode, productId, onClose }: ProductModalProps) {
  const [open, setOpen] = useState(true);
  const needsProduct = mode !== 'create';
  // The form's other readings start with the product's, not after it.
  const categories = useQuery(categoryOptionsQuery());
  const website = useQuery(externalWebsiteQuery());
  const product = useQuery({
    ...productQuery(productId ?? ''),
    enabled: needsProduct && !!productId,
  });
  const close = () => setOpen(false);

  const form = (loaded?: ProductDetail) => (
    <ProductForm
      mode={mode}
      product={loaded}
      categories={categories}
      website={website}
      onSaved={close}
      onCancel={close}
    />
  );

  let content;
  if (!needsProduct) content = form();
  else if (product.isSuccess) content = form(product.data);
  else if (product.isError || !productId) {
    content = (
      <Dialog.Body pb={6}>
        <ErrorBox
          title={copy.loadError}
          message={errorMessage(product.error)}
          onRetry={productId ? () => void product.refetch() : undefined}
          retrying={product.isFetching}
        />
      </Dialog.Body>
    );
  } else {
    content = (
      <Dialog.Body>
        <LoadingState label={copy.loading} showLabel />
      </Dialog.Body>
    );
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onExitComplete={onClose}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      // A click beside the dialog must not lose what was typed.
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{copy.titles[mode]}</Dialog.Title>
            </Dialog.Header>
            {content}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={copy.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
