import { ErrorBox, errorMessage, LoadingState, useQuery } from '@platform/shared';
import { storeSettingsQuery } from '../api/get-store-settings';
import { storeSettingsMessages as copy } from '../messages';
import { StoreSettingsForm } from './StoreSettingsForm';

/** Loads the store's settings, then edits them (spec 3 "Store", §8). */
export function StoreSettingsEditor() {
  const store = useQuery(storeSettingsQuery());
  if (store.isPending) return <LoadingState label={copy.loading} showLabel />;
  if (store.isError) {
    return (
      <ErrorBox
        title={copy.loadError}
        message={errorMessage(store.error)}
        onRetry={() => void store.refetch()}
        retrying={store.isFetching}
      />
    );
  }
  return <StoreSettingsForm store={store.data} />;
}
