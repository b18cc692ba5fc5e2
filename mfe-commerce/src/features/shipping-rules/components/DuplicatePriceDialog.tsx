import { useId, useState } from 'react';
import type { ShippingRule } from '@platform/api/contracts';
import {
  Alert,
  Button,
  CloseButton,
  errorMessage,
  Portal,
  Stack,
  Text,
  toaster,
} from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { Combine, Pencil, Save } from 'lucide-react';
import { useMergeShippingRules } from '../hooks/use-merge-shipping-rules';
import { shippingRulesMessages } from '../messages';

const copy = shippingRulesMessages.duplicate;

interface DuplicatePriceDialogProps {
  /** The other rule that already has the price. */
  original: ShippingRule;
  /** The communes of the rule being created or edited. */
  cities: readonly string[];
  /** The rule being edited; null when creating. */
  edited: ShippingRule | null;
  onEditOriginal: () => void;
  onMerged: () => void;
  /** Save the rule as it is, next to the other one. */
  onIgnore: () => void;
  onCancel: () => void;
}

/**
 * Spec 2 §4 "Duplicate price": a new or edited price equals another rule's. The merchant edits
 * that rule instead, merges the communes into it, or saves anyway.
 */
export function DuplicatePriceDialog({
  original,
  cities,
  edited,
  onEditOriginal,
  onMerged,
  onIgnore,
  onCancel,
}: DuplicatePriceDialogProps) {
  const helpId = useId();
  const merge = useMergeShippingRules();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = merge.isPending;

  const onMerge = async () => {
    setFailure(null);
    try {
      await merge.mutateAsync({ original, cities, edited });
      toaster.create({ title: copy.merged, type: 'success' });
      onMerged();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const choices = [
    {
      key: 'edit',
      icon: <Pencil aria-hidden />,
      label: copy.editOriginal,
      help: copy.editOriginalHelp,
      onClick: onEditOriginal,
      variant: 'outline' as const,
    },
    {
      key: 'merge',
      icon: <Combine aria-hidden />,
      label: copy.merge,
      help: edited ? copy.mergeEditingHelp : copy.mergeHelp,
      onClick: () => void onMerge(),
      variant: 'solid' as const,
    },
    {
      key: 'ignore',
      icon: <Save aria-hidden />,
      label: copy.ignore,
      help: copy.ignoreHelp,
      onClick: onIgnore,
      variant: 'outline' as const,
    },
  ];

  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      size="md"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: 4, sm: 0 }}>
            <Dialog.Header pe={12}>
              <Dialog.Title>{copy.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={4}>
                <Dialog.Description>
                  {copy.description(original.price, original.cities.length, original.isActive)}
                </Dialog.Description>
                <Stack gap={3}>
                  {choices.map((choice) => (
                    <Stack key={choice.key} gap={1}>
                      <Button
                        colorPalette="brand"
                        variant={choice.variant}
                        justifyContent="flex-start"
                        onClick={choice.onClick}
                        disabled={busy && choice.key !== 'merge'}
                        loading={busy && choice.key === 'merge'}
                        aria-describedby={`${helpId}-${choice.key}`}
                      >
                        {choice.icon} {choice.label}
                      </Button>
                      <Text id={`${helpId}-${choice.key}`} fontSize="sm" color="fg.muted" ps={1}>
                        {choice.help}
                      </Text>
                    </Stack>
                  ))}
                </Stack>
                {failure && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{copy.mergeError}</Alert.Title>
                      <Alert.Description>{failure}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onCancel} disabled={busy}>
                {copy.cancel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton
                size="sm"
                aria-label={shippingRulesMessages.form.close}
                disabled={busy}
              />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
