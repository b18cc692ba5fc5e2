import { useState } from 'react';
import type { ShippingRule } from '@platform/api/contracts';
import { errorMessage, Text, toaster } from '@platform/shared';
import { ConfirmDialog } from '@platform/shared/overlays';
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

  const onConfirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(rule.uuid);
      toaster.create({ title: copy.deleted, type: 'success' });
      onDeleted(); // the page unmounts this dialog
      return false;
    } catch (error) {
      setFailure(errorMessage(error));
      return false;
    }
  };

  return (
    <ConfirmDialog
      title={copy.title}
      description={
        <>
          <Text>{copy.question(rule.price, rule.cities.length)}</Text>
          {rule.isActive && <Text color="fg.muted">{copy.active}</Text>}
        </>
      }
      cancelLabel={copy.cancel}
      confirmLabel={copy.confirm.submit}
      confirmingLabel={copy.confirm.submitting}
      errorTitle={copy.error}
      error={failure}
      pending={remove.isPending}
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  );
}
