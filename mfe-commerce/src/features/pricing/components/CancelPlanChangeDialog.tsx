import { useRef } from 'react';
import { Alert, Button, formatDate, Portal, Stack, Text, toaster } from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
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
  const backRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    try {
      await cancel.mutateAsync();
    } catch {
      return; // shown below, from the mutation's state
    }
    toaster.create({ type: 'success', title: COMMERCE_MESSAGES.planChangeCancelSuccess });
    onClose();
  };

  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => !details.open && !cancel.isPending && onClose()}
      initialFocusEl={() => backRef.current}
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
                    <Text fontWeight="medium">
                      {copy.question(pendingPlanName, formatDate(date))}
                    </Text>
                    <Text color="fg.muted">{copy.explanation(currentPlanName)}</Text>
                  </Stack>
                </Dialog.Description>
                {cancel.isError && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{COMMERCE_MESSAGES.planChangeCancelFailed}</Alert.Title>
                      {refusalReason(cancel.error) && (
                        <Alert.Description>{refusalReason(cancel.error)}</Alert.Description>
                      )}
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} gap={3}>
              <Button
                ref={backRef}
                variant="outline"
                onClick={onClose}
                disabled={cancel.isPending}
                w={{ base: 'full', sm: 'auto' }}
              >
                {copy.back}
              </Button>
              <Button
                colorPalette="orange"
                loading={cancel.isPending}
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
