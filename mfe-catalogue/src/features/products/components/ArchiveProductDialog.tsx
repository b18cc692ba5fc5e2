import { useRef } from 'react';
import { Button, ErrorBox, Portal, Stack, Text, toaster } from '@platform/shared';
import type { ProductListItem } from '@platform/api/contracts';
import { Dialog } from '@platform/shared/overlays';
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
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    try {
      await archive.mutateAsync(product.id);
    } catch {
      return; // shown below, from the mutation's state
    }
    toaster.create({ type: 'success', title: copy.success });
    onClose();
  };

  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => !details.open && !archive.isPending && onClose()}
      initialFocusEl={() => cancelRef.current}
      size="sm"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: 4, sm: 0 }}>
            <Dialog.Header>
              <Dialog.Title>{copy.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                <Dialog.Description asChild>
                  <Stack gap={2}>
                    <Text fontWeight="medium">{copy.question(product.name)}</Text>
                    <Text color="fg.muted">{copy.explanation}</Text>
                  </Stack>
                </Dialog.Description>
                {archive.isError && <ErrorBox title={copy.error} message={archive.error.message} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} gap={3}>
              <Button
                ref={cancelRef}
                variant="outline"
                onClick={onClose}
                disabled={archive.isPending}
                w={{ base: 'full', sm: 'auto' }}
              >
                {copy.cancel}
              </Button>
              <Button
                colorPalette="red"
                loading={archive.isPending}
                loadingText={copy.confirming}
                onClick={() => void confirm()}
                w={{ base: 'full', sm: 'auto' }}
              >
                {copy.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
