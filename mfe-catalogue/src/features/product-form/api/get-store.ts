import type { StoreConfig } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';

/** `GET /store` → the store's settings; the product form reads `externalWebsite` (spec 2 §7). */
export function getStore(signal?: AbortSignal): Promise<StoreConfig> {
  return apiClient.get<StoreConfig>('/store', { signal });
}

/** The store's external website, or null when it has none. */
export const externalWebsiteQuery = () =>
  queryOptions({
    queryKey: ['store', 'settings'] as const,
    queryFn: ({ signal }) => getStore(signal),
    select: (store: StoreConfig) => store.externalWebsite?.trim() || null,
  });
