import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import type { StoreSettingsValues } from '@platform/shared/validation';
import { storeSettingsKeys, type StoreConfig } from './get-store-settings';

/**
 * `PUT /store` with `{siteName, externalWebsite, language, currency}` (spec 3 §7), validated by
 * the api with the form's schema → the saved settings. A 400 carries `fields`.
 */
export function updateStoreSettings(settings: StoreSettingsValues): Promise<StoreConfig> {
  return apiClient.put<StoreConfig>('/store', settings);
}

/**
 * Saves the settings. The cached answer becomes the saved one, so every reader (this page, the
 * catalogue's product form) sees it at once; readers not on screen refetch when they come back.
 */
export function useUpdateStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-store-settings'],
    mutationFn: updateStoreSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(storeSettingsKeys.all, saved);
      await queryClient.invalidateQueries({ queryKey: storeSettingsKeys.all, refetchType: 'none' });
    },
  });
}
