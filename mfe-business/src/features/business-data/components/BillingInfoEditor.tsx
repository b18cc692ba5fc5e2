import { ErrorBox, LoadingState } from '@platform/shared';
import { messages } from '../../../messages';
import { getBillingInfo } from '../api/get-billing-info';
import { updateBillingInfo } from '../api/update-billing-info';
import { useBusinessData } from '../hooks/use-business-data';
import { BillingInfoForm } from './BillingInfoForm';

const copy = messages.billingData;

/** Loads the platform billing data, then edits it (spec 3 §2, §8). */
export function BillingInfoEditor() {
  const { state, reload, submit, saving, saved, saveError } = useBusinessData({
    load: getBillingInfo,
    save: updateBillingInfo,
    label: 'información de facturación',
  });
  if (state.status === 'loading') return <LoadingState label={copy.loading} />;
  if (state.status === 'failed') return <ErrorBox message={copy.loadError} onRetry={reload} />;
  return (
    <BillingInfoForm
      billing={state.data}
      onSave={submit}
      saving={saving}
      saved={saved}
      saveError={saveError}
    />
  );
}
