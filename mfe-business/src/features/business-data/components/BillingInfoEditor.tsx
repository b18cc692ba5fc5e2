import { ErrorBox, LoadingState, useQuery } from '@platform/shared';
import { messages } from '../../../messages';
import { billingInfoQuery } from '../api/get-billing-info';
import { useUpdateBillingInfo } from '../api/update-billing-info';
import { useSaveFeedback } from '../hooks/use-save-feedback';
import { BillingInfoForm } from './BillingInfoForm';

const copy = messages.billingData;

/** Loads the platform billing data, then edits it (spec 3 §2, §8). */
export function BillingInfoEditor() {
  const billing = useQuery(billingInfoQuery());
  const { submit, saving, saved, saveError } = useSaveFeedback(useUpdateBillingInfo());
  if (billing.isPending) return <LoadingState label={copy.loading} />;
  if (billing.isError) {
    return (
      <ErrorBox
        message={copy.loadError}
        onRetry={() => void billing.refetch()}
        retrying={billing.isFetching}
      />
    );
  }
  return (
    <BillingInfoForm
      billing={billing.data}
      onSave={submit}
      saving={saving}
      saved={saved}
      saveError={saveError}
    />
  );
}
