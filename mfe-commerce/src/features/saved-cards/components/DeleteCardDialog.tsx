import type { SavedCard } from '@platform/api/contracts';
import { errorMessage, Text } from '@platform/shared';
import { ConfirmDialog } from '@platform/shared/overlays';
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

  const confirm = async () => {
    try {
      await remove.mutateAsync(card.id);
    } catch {
      return false; // shown in the dialog, from the mutation's state
    }
    onDeleted(card);
    return true;
  };

  const note = card.isDefault ? (isOnlyCard ? copy.onlyCardNote : copy.defaultNote) : null;

  return (
    <ConfirmDialog
      title={copy.title}
      description={
        <>
          <Text fontWeight="medium">{copy.question(card)}</Text>
          {note && <Text color="fg.muted">{note}</Text>}
        </>
      }
      cancelLabel={copy.cancel}
      confirmLabel={copy.confirm}
      confirmingLabel={copy.confirming}
      errorTitle={copy.error}
      error={remove.isError ? errorMessage(remove.error) : null}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
      focusAfterConfirm={focusAfterDelete}
    />
  );
}
