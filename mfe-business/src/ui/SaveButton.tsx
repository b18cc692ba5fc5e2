import { SubmitButton } from '@platform/shared';
import { messages } from '../messages';

/**
 * The submit button of every business-data form: 'Guardar cambios', then 'Guardando...' and
 * disabled while the save runs. Full width on a phone, at the start of the form on wider screens.
 */
export function SaveButton({ saving }: { saving: boolean }) {
  return (
    <SubmitButton
      pending={saving}
      text={messages.save}
      disabled={saving}
      alignSelf={{ base: 'stretch', md: 'flex-start' }}
    />
  );
}
