import { ErrorBox, LoadingState, useQuery } from '@platform/shared';
import { messages } from '../../../messages';
import { businessContactQuery } from '../api/get-business-contact';
import { useUpdateBusinessContact } from '../api/update-business-contact';
import { useSaveFeedback } from '../hooks/use-save-feedback';
import { BusinessContactForm } from './BusinessContactForm';

const copy = messages.contactData;

/** Loads the business contact, then edits it (spec 3 §2, §8). */
export function BusinessContactEditor() {
  const contact = useQuery(businessContactQuery());
  const { submit, saving, saved, saveError } = useSaveFeedback(useUpdateBusinessContact());
  if (contact.isPending) return <LoadingState label={copy.loading} />;
  if (contact.isError) {
    return (
      <ErrorBox
        message={copy.loadError}
        onRetry={() => void contact.refetch()}
        retrying={contact.isFetching}
      />
    );
  }
  return (
    <BusinessContactForm
      contact={contact.data}
      onSave={submit}
      saving={saving}
      saved={saved}
      saveError={saveError}
    />
  );
}
