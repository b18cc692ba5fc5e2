import { Text } from '@platform/shared';
import { ConfirmDialog } from '@platform/shared/overlays';
import { emailTemplateMessages } from '../messages';

const copy = emailTemplateMessages.leave;

interface LeaveTemplateDialogProps {
  templateName: string;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * Asked when a link is followed (another template, another page) while the open template has
 * unsaved changes. Loaded with the overlays on first use.
 */
export default function LeaveTemplateDialog({
  templateName,
  onStay,
  onLeave,
}: LeaveTemplateDialogProps) {
  return (
    <ConfirmDialog
      title={copy.title}
      description={<Text>{copy.question(templateName)}</Text>}
      cancelLabel={copy.stay}
      confirmLabel={copy.confirm}
      confirmingLabel={copy.confirming}
      pending={false}
      tone="warning"
      onConfirm={() => {
        // The page unmounts this dialog as it follows the link.
        onLeave();
        return false;
      }}
      onClose={onStay}
    />
  );
}
