import { useRef, useState } from 'react';
import type { CommercePlan } from '@platform/api/contracts';
import { Button, ErrorBox, Portal, Stack, Text, toaster } from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
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
  const [open, setOpen] = useState(true);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const archived = useRef(false);

  const confirm = async () => {
    try {
      await archive.mutateAsync(plan.id);
    } catch {
      return; // shown below, from the mutation's state
    }
    archived.current = true;
    toaster.create({ type: 'success', title: copy.success });
    setOpen(false);
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(details) => !details.open && !archive.isPending && setOpen(false)}
      onExitComplete={onClose}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={() => (archived.current ? (focusAfterArchive?.() ?? null) : null)}
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
                    <Text fontWeight="medium">{copy.question(plan.name)}</Text>
                    <Text color="fg.muted">{copy.explanation}</Text>
                  </Stack>
                </Dialog.Description>
                {archive.isError && (
                  <ErrorBox
                    title={copy.errorTitle}
                    message={planErrorMessage(archive.error, 'archive')}
                  />
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} gap={3}>
              <Button
                ref={cancelRef}
                variant="outline"
                onClick={() => setOpen(false)}
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
