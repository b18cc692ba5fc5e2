import { Text, toaster } from '@platform/shared';
import type { ProductListItem } from '@platform/api/contracts';
import { ConfirmDialog } from '@platform/shared/overlays';
import { useArchiveProduct } from '../api/archive-product';
import { productsMessages } from '../messages';

const copy = productsMessages.archive;

interface ArchiveProductDialogProps {
  product: Pick<ProductListItem, 'id' | 'name'>;
  onClose: () => void;
}

/**
 * The archive confirmation (spec 2 §2, §4): it says the product leaves the shop and can be
 * restored. The focus starts on 'Cancelar'; a failure stays in the dialog so it can be retried.
 */
export default function ArchiveProductDialog({ product, onClose }: ArchiveProductDialogProps) {
  const archive = useArchiveProduct();

  const confirm = async () => {
    try {
      await archive.mutateAsync(product.id);
    } catch {
      return false; // shown in the dialog, from the mutation's state
    }
    toaster.create({ type: 'success', title: copy.success });
    return true;
  };

  return (
    <ConfirmDialog
      title={copy.title}
      description={
        <>
          <Text fontWeight="medium">{copy.question(product.name)}</Text>
          <Text color="fg.muted">{copy.explanation}</Text>
        </>
      }
      cancelLabel={copy.cancel}
      confirmLabel={copy.confirm}
      confirmingLabel={copy.confirming}
      errorTitle={copy.error}
      error={archive.isError ? archive.error.message : null}
      pending={archive.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
