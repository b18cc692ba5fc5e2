import { useState } from 'react';
import type { ShippingRule } from '@platform/api/contracts';
import { Alert, Button, errorMessage, Portal, Stack, Text, toaster } from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { useDeleteShippingRule } from '../api/delete-shipping-rule';
import { shippingRulesMessages } from '../messages';

const copy = shippingRulesMessages.delete;

interface DeleteShippingRuleDialogProps {
  rule: ShippingRule;
  onDeleted: () => void;
  onCancel: () => void;
}

/** Asks before deleting a rule; a failure is shown here with the api's message. */
export function DeleteShippingRuleDialog({
  rule,
  onDeleted,
  onCancel,
}: DeleteShippingRuleDialogProps) {
  const remove = useDeleteShippingRule();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = remove.isPending;

  const onConfirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(rule.uuid);
      toaster.create({ title: copy.deleted, type: 'success' });
      onDeleted();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
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
                    <Text>{copy.question(rule.price, rule.cities.length)}</Text>
                    {rule.isActive && <Text color="fg.muted">{copy.active}</Text>}
                  </Stack>
                </Dialog.Description>
                {failure && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{copy.error}</Alert.Title>
                      <Alert.Description>{failure}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} gap={3}>
              <Button
                variant="outline"
                onClick={onCancel}
                disabled={busy}
                w={{ base: 'full', sm: 'auto' }}
              >
                {copy.cancel}
              </Button>
              <Button
                colorPalette="red"
                loading={busy}
                loadingText={copy.confirm.submitting}
                w={{ base: 'full', sm: 'auto' }}
                onClick={() => void onConfirm()}
              >
                {copy.confirm.submit}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
