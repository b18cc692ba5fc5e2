import { ErrorBox, LoadingState } from '@platform/shared';
import { messages } from '../../../messages';
import { getBusinessContact } from '../api/get-business-contact';
import { updateBusinessContact } from '../api/update-business-contact';
import { useBusinessData } from '../hooks/use-business-data';
import { BusinessContactForm } from './BusinessContactForm';

const copy = messages.contactData;

/** Loads the business contact, then edits it (spec 3 §2, §8). */
export function BusinessContactEditor() {
  const { state, reload, submit, saving, saved, saveError } = useBusinessData({
    load: getBusinessContact,
    save: updateBusinessContact,
    label: 'información de contacto',
  });
  if (state.status === 'loading') return <LoadingState label={copy.loading} />;
  if (state.status === 'failed') return <ErrorBox message={copy.loadError} onRetry={reload} />;
  return (
    <BusinessContactForm
      contact={state.data}
      onSave={submit}
      saving={saving}
      saved={saved}
      saveError={saveError}
    />
  );
}
