import type { StoreCreated, StoreSummary } from '@platform/api/contracts';
import { apiClient } from '@platform/shared/core';
import type { StoreSetupPayload } from '@platform/shared/validation';

/** The private platform registration (spec 1 §7): a signed-in merchant creates their store. */
export async function createStore(payload: StoreSetupPayload): Promise<StoreSummary> {
  const response = await apiClient.post<StoreCreated>('/auth/private-platform-register', payload);
  return response.store;
}
