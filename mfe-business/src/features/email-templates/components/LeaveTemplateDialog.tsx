import { lazy } from 'react';
import { Text } from '@platform/shared';
import { emailTemplateMessages } from '../messages';

/**
 * The dialog, from the overlays entry of `@platform/shared`, which the shell provides: loaded at
 * the first question, from the shell's files. This component itself is in the editor's own code,
 * already loaded: if this remote is released while the merchant types, and the files of the
 * release the page runs are gone, the question is still asked, and the text is not lost
 * (docs/deploying.md).
 */
const ConfirmDialog = lazy(() =>
  import('@platform/shared/overlays').then((overlays) => ({ default: overlays.ConfirmDialog })),
);

const copy = emailTemplateMessages.leave;

interface LeaveTemplateDialogProps {
  templateName: string;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * Asked when a link is followed (another template, another page) while the open template has
 * unsaved changes.
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
