import { apiClient } from '@platform/shared/core';
import type { PartnerCategory } from '@platform/shared/constants';

export interface PartnerReview {
  id: string;
  customerName: string;
  /** 1 to 5. */
  rating: number;
  comment: string;
  /** YYYY-MM-DD */
  date: string;
  verified: boolean;
}

/** A partner store as the landing carousel shows it (spec 1 §2.3 "Partner store sample data"). */
export interface PartnerStore {
  id: string;
  name: string;
  logo: string | null;
  url: string;
  description: string;
  category: PartnerCategory;
  /** Whole pesos. */
  startingPrice: number;
  deliveryFrequency: string;
  featured: boolean;
  isPartner: boolean;
  /** YYYY-MM-DD */
  clientSince: string;
  tags: string[];
  successStory: { quote: string; subscribers: number; coverage: string } | null;
  reviews: PartnerReview[];
}

/**
 * `GET /public/stores?partner=true` (public): the platform's partner stores, in catalogue order,
 * with their reviews. Rating and review count are derived here from the reviews.
 */
export async function getPartnerStores(signal?: AbortSignal): Promise<PartnerStore[]> {
  const response = await apiClient.get<{ stores: PartnerStore[] }>('/public/stores', {
    params: { partner: true },
    signal,
    cache: true,
  });
  return response.stores;
}
