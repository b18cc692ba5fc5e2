import type { PublicStore, PublicStoresResponse, StoreReview } from '@platform/api/contracts';
import { apiClient, cachedGet, queryOptions } from '@platform/shared';

/** A partner store as the landing carousel shows it (spec 1 §2.3 "Partner store sample data"). */
export type PartnerStore = Omit<PublicStore, 'slug' | 'rating' | 'reviewCount'>;
export type { StoreReview as PartnerReview };

/** The cache keys of the landing page's data. */
export const landingKeys = {
  all: ['landing'] as const,
  partners: () => [...landingKeys.all, 'partner-stores'] as const,
};

/**
 * `GET /public/stores?partner=true` (public): the platform's partner stores, in catalogue order,
 * with their reviews. Rating and review count are derived here from the reviews.
 */
export async function getPartnerStores(signal?: AbortSignal): Promise<PartnerStore[]> {
  const response = await apiClient.get<PublicStoresResponse>('/public/stores', {
    params: { partner: true },
    signal,
  });
  return response.stores;
}

/**
 * The partners of the landing carousel, reused for a minute, for
 * `useQuery(partnerStoresQuery())`. It pulls in the query library (`@platform/shared`), so only
 * the section's lazily loaded part may import it, never the landing's first render.
 */
export const partnerStoresQuery = () =>
  queryOptions({
    ...cachedGet,
    queryKey: landingKeys.partners(),
    queryFn: ({ signal }) => getPartnerStores(signal),
  });
