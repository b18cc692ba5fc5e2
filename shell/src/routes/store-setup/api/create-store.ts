import type { StoreCreated, StoreSummary } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import type { StoreSetupPayload } from '@platform/shared/validation';

/** The private platform registration (spec 1 §7): a signed-in merchant creates their store. */
export async function createStore(payload: StoreSetupPayload): Promise<StoreSummary> {
  const response = await apiClient.post<StoreCreated>('/auth/private-platform-register', payload);
  return response.store;
}

/**
 * Creates the store. Every answer read while there was none (a 404, an empty setup) is now out
 * of date, and the shell cannot name the remotes' keys, so everything cached is invalidated.
 */
export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['create-store'],
    mutationFn: createStore,
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
