import type { CommercePlan } from '@platform/api/contracts';
import { Text, toaster } from '@platform/shared';
import { ConfirmDialog } from '@platform/shared/overlays';
import { useArchiveCommercePlan } from '../api/archive-commerce-plan';
import { plansMessages } from '../messages';
import { planErrorMessage } from '../plan-errors';

const copy = plansMessages.archive;

export interface ArchivePlanDialogProps {
  plan: Pick<CommercePlan, 'id' | 'name'>;
  /** Called once the dialog has closed: unmount it then. */
  onClose: () => void;
  /**
   * Where the focus goes once the plan is archived: its card (and the button that opened this)
   * leaves the active list.
   */
  focusAfterArchive?: () => HTMLElement | null;
}

/**
 * The archive confirmation (spec 2 §4): archiving is irreversible, so it says so and starts on
 * 'Cancelar'. A failure stays in the dialog (spec 2 §8's wording) so it can be tried again.
 */
export default function ArchivePlanDialog({
  plan,
  onClose,
  focusAfterArchive,
}: ArchivePlanDialogProps) {
  const archive = useArchiveCommercePlan();

  const confirm = async () => {
    try {
      await archive.mutateAsync(plan.id);
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
          <Text fontWeight="medium">{copy.question(plan.name)}</Text>
          <Text color="fg.muted">{copy.explanation}</Text>
        </>
      }
      cancelLabel={copy.cancel}
      confirmLabel={copy.confirm}
      confirmingLabel={copy.confirming}
      errorTitle={copy.errorTitle}
      error={archive.isError ? planErrorMessage(archive.error, 'archive') : null}
      pending={archive.isPending}
      onConfirm={confirm}
      onClose={onClose}
      focusAfterConfirm={focusAfterArchive}
    />
  );
}
