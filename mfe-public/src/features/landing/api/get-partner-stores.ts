import type { PublicStore, PublicStoresResponse, StoreReview } from '@platform/api/contracts';
import { apiClient } from '@platform/shared/core';

/** A partner store as the landing carousel shows it (spec 1 §2.3 "Partner store sample data"). */
export type PartnerStore = Omit<PublicStore, 'slug' | 'rating' | 'reviewCount'>;
export type { StoreReview as PartnerReview };

/**
 * `GET /public/stores?partner=true` (public): the platform's partner stores, in catalogue order,
 * with their reviews. Rating and review count are derived here from the reviews.
 */
export async function getPartnerStores(signal?: AbortSignal): Promise<PartnerStore[]> {
  const response = await apiClient.get<PublicStoresResponse>('/public/stores', {
    params: { partner: true },
    signal,
    cache: true,
  });
  return response.stores;
}
