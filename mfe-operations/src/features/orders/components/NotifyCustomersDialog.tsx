import { useRef } from 'react';
import { Alert, Button, Portal, Stack, Text } from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { Mail } from 'lucide-react';
import { ordersMessages } from '../messages';

const copy = ordersMessages.notify;

export interface NotifyCustomersDialogProps {
  count: number;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * 'Notificar por email' (spec 3 §9): warns that the customers of the selected orders will be
 * e-mailed before anything happens. The focus starts on 'Cancelar'.
 */
export default function NotifyCustomersDialog({
  count,
  onConfirm,
  onClose,
}: NotifyCustomersDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => !details.open && onClose()}
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
                  <Alert.Root status="warning">
                    <Alert.Indicator />
                    <Alert.Title>{copy.warning(count)}</Alert.Title>
                  </Alert.Root>
                </Dialog.Description>
                <Text fontSize="sm" color="fg.muted">
                  {copy.notYet}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} gap={3}>
              <Button
                ref={cancelRef}
                variant="outline"
                onClick={onClose}
                w={{ base: 'full', sm: 'auto' }}
              >
                {copy.cancel}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => {
                  onConfirm();
                  onClose();
                }}
                w={{ base: 'full', sm: 'auto' }}
              >
                <Mail />
                {copy.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
