import { useQuery } from '@platform/shared';
import { messages } from '../../../messages';
import { billingInfoQuery } from '../api/get-billing-info';
import { useUpdateBillingInfo } from '../api/update-billing-info';
import { useSaveFeedback } from '../hooks/use-save-feedback';
import { BillingInfoForm } from './BillingInfoForm';
import { LoadedForm } from './LoadedForm';

/** Loads the platform billing data, then edits it (spec 3 §2, §8). */
export function BillingInfoEditor() {
  const billing = useQuery(billingInfoQuery());
  const feedback = useSaveFeedback(useUpdateBillingInfo());
  return (
    <LoadedForm query={billing} text={messages.billingData}>
      {(data) => <BillingInfoForm billing={data} {...feedback} />}
    </LoadedForm>
  );
}
