import type { StoreConfig } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';

export type { StoreConfig };

/**
 * The cache keys of the store's settings. mfe-catalogue's product form reads the same answer
 * under the same key (its external website), so a save here reaches it.
 */
export const storeSettingsKeys = {
  all: ['store', 'settings'] as const,
};

/** `GET /store` → `{siteName, externalWebsite, language, currency}`. */
export function getStoreSettings(signal?: AbortSignal): Promise<StoreConfig> {
  return apiClient.get<StoreConfig>('/store', { signal });
}

/** The store's settings, for `useQuery(storeSettingsQuery())`. */
export const storeSettingsQuery = () =>
  queryOptions({
    queryKey: storeSettingsKeys.all,
    queryFn: ({ signal }) => getStoreSettings(signal),
  });
