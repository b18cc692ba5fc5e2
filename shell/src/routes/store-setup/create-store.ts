import { apiClient } from '@platform/shared/core';
import type { StoreSetupPayload } from '@platform/shared/validation';

export interface CreatedStore {
  id: string;
  name: string;
  subdomain: string;
}

/** The private platform registration (spec 1 §7): a signed-in merchant creates their store. */
export async function createStore(payload: StoreSetupPayload): Promise<CreatedStore> {
  const response = await apiClient.post<CreatedStore | { store: CreatedStore }>(
    '/auth/private-platform-register',
    payload,
  );
  return 'store' in response ? response.store : response;
}
