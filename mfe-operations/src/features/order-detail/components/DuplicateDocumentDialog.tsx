import { Button, CloseButton, Portal, Text } from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { orderDetailMessages } from '../messages';

const copy = orderDetailMessages.documents;

export interface DuplicateDocumentDialogProps {
  /** The name of the refused file. */
  name: string;
  onClose: () => void;
}

/** 'Archivo duplicado' (spec 3 §5): the order already has a document of that name. */
export default function DuplicateDocumentDialog({ name, onClose }: DuplicateDocumentDialogProps) {
  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{copy.duplicateTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{copy.duplicate(name)}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="brand">{copy.duplicateOk}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={orderDetailMessages.communications.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
