import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, Portal, Stack } from '@chakra-ui/react';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** The question and any notes: rendered as the dialog's description, in a small stack. */
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while `pending`. */
  confirmingLabel: string;
  cancelLabel: string;
  /** The error box's title; shown only while `error` is given. */
  errorTitle?: string;
  /**
   * A failed confirm, shown in the dialog (it stays open so the action can be retried): its text,
   * or `true` for the title alone. `null`, `undefined` or `false` show nothing.
   */
  error?: ReactNode;
  /** True while the action is under way: the dialog cannot be closed and confirm shows it is busy. */
  pending: boolean;
  /**
   * Runs the action. Resolve `true` when it is done (the dialog then closes), anything else to
   * stay open (a failure is shown through `error`).
   */
  onConfirm: () => Promise<boolean> | boolean;
  /** Called once the dialog has closed (cancelled or confirmed): unmount it then. */
  onClose: () => void;
  /** Where the focus goes once the action is done (the opener may be gone by then). */
  focusAfterConfirm?: () => HTMLElement | null;
  /** The confirm button's colour: red for destructive actions, orange for a warning. */
  tone?: 'danger' | 'warning' | 'default';
}

const TONE_PALETTE = { danger: 'red', warning: 'orange', default: undefined } as const;

/**
 * A confirmation as an `alertdialog`: it starts on the cancel button, cannot be closed while the
 * action runs, keeps a failure inside, and closes after success (focus to `focusAfterConfirm`).
 * On small screens the footer stacks with confirm on top.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  confirmingLabel,
  cancelLabel,
  errorTitle = 'Ocurrió un error',
  error,
  pending,
  onConfirm,
  onClose,
  focusAfterConfirm,
  tone = 'danger',
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(true);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);

  const confirm = async () => {
    if ((await onConfirm()) !== true) return;
    confirmed.current = true;
    setOpen(false);
  };

  const hasError = error !== null && error !== undefined && error !== false;

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(details) => !details.open && !pending && setOpen(false)}
      onExitComplete={onClose}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={() => (confirmed.current ? (focusAfterConfirm?.() ?? null) : null)}
      size="sm"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: 4, sm: 0 }}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                <Dialog.Description asChild>
                  <Stack gap={2}>{description}</Stack>
                </Dialog.Description>
                {hasError && (
                  <Alert.Root status="error" role="alert" alignItems="flex-start">
                    <Alert.Indicator />
                    <Alert.Content gap={2}>
                      <Alert.Title>{errorTitle}</Alert.Title>
                      {error !== true && <Alert.Description>{error}</Alert.Description>}
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} gap={3}>
              <Button
                ref={cancelRef}
                variant="outline"
                onClick={() => setOpen(false)}
                disabled={pending}
                w={{ base: 'full', sm: 'auto' }}
              >
                {cancelLabel}
              </Button>
              <Button
                colorPalette={TONE_PALETTE[tone]}
                loading={pending}
                loadingText={confirmingLabel}
                onClick={() => void confirm()}
                w={{ base: 'full', sm: 'auto' }}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
