import { useRef, useState } from 'react';
import type { SavedCard } from '@platform/api/contracts';
import { Button, ErrorBox, errorMessage, Portal, Stack, Text } from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { useDeleteSavedCard } from '../api/delete-saved-card';
import { savedCardsMessages } from '../messages';

const copy = savedCardsMessages.delete;

export interface DeleteCardDialogProps {
  card: Pick<SavedCard, 'id' | 'cardType' | 'lastFour' | 'isDefault'>;
  /** Whether it is the merchant's only card (nothing will take the default over). */
  isOnlyCard: boolean;
  /** Called with the card once it is deleted, before the dialog closes. */
  onDeleted: (card: DeleteCardDialogProps['card']) => void;
  /** Called once the dialog has closed: unmount it then. */
  onClose: () => void;
  /** Where the focus goes once the card is deleted: its row (and the opener) are gone. */
  focusAfterDelete: () => HTMLElement | null;
}

/**
 * The delete confirmation (spec 2 §4): deleting the default says the first remaining card takes
 * its place. It starts on 'Cancelar'; a failure (spec 2 §8's wording) stays in the dialog.
 */
export default function DeleteCardDialog({
  card,
  isOnlyCard,
  onDeleted,
  onClose,
  focusAfterDelete,
}: DeleteCardDialogProps) {
  const remove = useDeleteSavedCard();
  const [open, setOpen] = useState(true);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);

  const confirm = async () => {
    try {
      await remove.mutateAsync(card.id);
    } catch {
      return; // shown below, from the mutation's state
    }
    deleted.current = true;
    onDeleted(card);
    setOpen(false);
  };

  const note = card.isDefault ? (isOnlyCard ? copy.onlyCardNote : copy.defaultNote) : null;

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(details) => !details.open && !remove.isPending && setOpen(false)}
      onExitComplete={onClose}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={() => (deleted.current ? focusAfterDelete() : null)}
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
                    <Text fontWeight="medium">{copy.question(card)}</Text>
                    {note && <Text color="fg.muted">{note}</Text>}
                  </Stack>
                </Dialog.Description>
                {remove.isError && (
                  <ErrorBox title={copy.error} message={errorMessage(remove.error)} />
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} gap={3}>
              <Button
                ref={cancelRef}
                variant="outline"
                onClick={() => setOpen(false)}
                disabled={remove.isPending}
                w={{ base: 'full', sm: 'auto' }}
              >
                {copy.cancel}
              </Button>
              <Button
                colorPalette="red"
                loading={remove.isPending}
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
