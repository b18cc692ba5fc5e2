import { apiClient } from '@platform/shared';
import type { PartnerCategory } from '@platform/shared/constants';

export interface StoreReview {
  id: string;
  customerName: string;
  rating: number;
  comment: string;
  /** YYYY-MM-DD */
  date: string;
  verified: boolean;
}

export interface SuccessStory {
  quote: string;
  subscribers: number;
  coverage: string;
}

/** A store of the public catalogue with the partner fields (spec 1 §2.3, spec 3 §3). */
export interface PublicStore {
  id: string;
  slug: string;
  name: string;
  logo: string | null;
  url: string;
  description: string;
  category: PartnerCategory;
  tags: string[];
  featured: boolean;
  isPartner: boolean;
  /** YYYY-MM-DD */
  clientSince: string;
  startingPrice: number;
  deliveryFrequency: string;
  /** Average to one decimal; null without reviews. */
  rating: number | null;
  reviewCount: number;
  successStory: SuccessStory | null;
  reviews: StoreReview[];
}

export interface PublicStoresResponse {
  stores: PublicStore[];
  total: number;
  categories: PartnerCategory[];
}

export interface PublicStoresQuery {
  search?: string;
  category?: PartnerCategory | null;
  featured?: boolean;
  partner?: boolean;
}

/** `GET /public/stores` (public): the catalogue, filtered by the api. */
export function listPublicStores(
  { search, category, featured, partner }: PublicStoresQuery = {},
  signal?: AbortSignal,
): Promise<PublicStoresResponse> {
  return apiClient.get<PublicStoresResponse>('/public/stores', {
    params: {
      search: search?.trim() || undefined,
      category: category ?? undefined,
      featured: featured ? 'true' : undefined,
      partner: partner ? 'true' : undefined,
    },
    signal,
  });
}
