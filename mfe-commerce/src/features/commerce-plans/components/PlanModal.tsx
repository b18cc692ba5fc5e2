import { useState } from 'react';
import type { CommercePlan } from '@platform/api/contracts';
import { CloseButton, Portal } from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { plansMessages, type PlanModalMode } from '../messages';
import { PlanForm } from './PlanForm';

const copy = plansMessages.form;

export interface PlanModalProps {
  mode: PlanModalMode;
  /** The plan to edit or copy, as the list has it (the api has no call for one plan). */
  plan?: CommercePlan;
  /** Called once the dialog has closed (saved, cancelled or dismissed): unmount it then. */
  onClose: () => void;
}

/**
 * 'Nuevo Plan', 'Editar Plan' or 'Copiar Plan' (spec 2 §2, §4). Mounted while open: it opens on
 * mount, takes the focus, and gives it back to the button that opened it when it closes.
 */
export default function PlanModal({ mode, plan, onClose }: PlanModalProps) {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onExitComplete={onClose}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      // A click beside the dialog must not lose what was typed.
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{copy.titles[mode]}</Dialog.Title>
            </Dialog.Header>
            <PlanForm mode={mode} plan={plan} onSaved={close} onCancel={close} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={copy.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
