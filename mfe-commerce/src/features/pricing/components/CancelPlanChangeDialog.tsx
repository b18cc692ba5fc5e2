import { formatDate, Text, toaster } from '@platform/shared';
import { ConfirmDialog } from '@platform/shared/overlays';
import { COMMERCE_MESSAGES } from '@platform/shared/validation';
import { useCancelPlanChange } from '../api/cancel-plan-change';
import { pricingMessages } from '../messages';
import { refusalReason } from './plan-change-errors';

const copy = pricingMessages.cancelPending;

export interface CancelPlanChangeDialogProps {
  /** The plan the store is on, and stays on. */
  currentPlanName: string;
  /** The scheduled plan and the day it would start. */
  pendingPlanName: string;
  date: string | null;
  onClose: () => void;
}

/**
 * Asks before cancelling the pending change (spec 2 §4 "Pending change"); loaded on first use.
 * A failure stays in the dialog with the spec's message, so it can be retried.
 */
export default function CancelPlanChangeDialog({
  currentPlanName,
  pendingPlanName,
  date,
  onClose,
}: CancelPlanChangeDialogProps) {
  const cancel = useCancelPlanChange();

  const confirm = async () => {
    try {
      await cancel.mutateAsync();
    } catch {
      return false; // shown in the dialog, from the mutation's state
    }
    toaster.create({ type: 'success', title: COMMERCE_MESSAGES.planChangeCancelSuccess });
    return true;
  };

  return (
    <ConfirmDialog
      tone="warning"
      title={copy.title}
      description={
        <>
          <Text fontWeight="medium">{copy.question(pendingPlanName, formatDate(date))}</Text>
          <Text color="fg.muted">{copy.explanation(currentPlanName)}</Text>
        </>
      }
      cancelLabel={copy.back}
      confirmLabel={copy.confirm}
      confirmingLabel={copy.confirming}
      errorTitle={COMMERCE_MESSAGES.planChangeCancelFailed}
      error={cancel.isError ? (refusalReason(cancel.error) ?? true) : null}
      pending={cancel.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
