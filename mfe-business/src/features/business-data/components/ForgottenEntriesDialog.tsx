import { Button, List, Portal } from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { messages } from '../../../messages';

const copy = messages.contactData.forgotten;

interface ForgottenEntriesDialogProps {
  /** What was typed in an add row but not added, already worded ('Teléfono: +569…'). */
  items: string[];
  onReview: () => void;
  onContinue: () => void;
}

/**
 * 'Parece que has olvidado agregar:' (spec 3 §5): shown on save when an hour, phone or e-mail was
 * typed but not added. Loaded with the overlays on first use.
 */
export default function ForgottenEntriesDialog({
  items,
  onReview,
  onContinue,
}: ForgottenEntriesDialogProps) {
  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => !details.open && onReview()}
      size="md"
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
              <List.Root gap={1} ps={5}>
                {items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} gap={3}>
              <Button variant="outline" onClick={onContinue} w={{ base: 'full', sm: 'auto' }}>
                {copy.continue}
              </Button>
              <Button colorPalette="brand" onClick={onReview} w={{ base: 'full', sm: 'auto' }}>
                {copy.review}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
