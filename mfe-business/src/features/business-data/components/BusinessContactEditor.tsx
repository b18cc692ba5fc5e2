import { useQuery } from '@platform/shared';
import { messages } from '../../../messages';
import { businessContactQuery } from '../api/get-business-contact';
import { useUpdateBusinessContact } from '../api/update-business-contact';
import { useSaveFeedback } from '../hooks/use-save-feedback';
import { BusinessContactForm } from './BusinessContactForm';
import { LoadedForm } from './LoadedForm';

/** Loads the business contact, then edits it (spec 3 §2, §8). */
export function BusinessContactEditor() {
  const contact = useQuery(businessContactQuery());
  const feedback = useSaveFeedback(useUpdateBusinessContact());
  return (
    <LoadedForm query={contact} text={messages.contactData}>
      {(data) => <BusinessContactForm contact={data} {...feedback} />}
    </LoadedForm>
  );
}
