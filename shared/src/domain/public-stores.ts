// Wire shape of a public api response, shared by the api (which answers it) and mfe-public
// (which reads it). Types only: nothing here reaches a bundle.
import type { PartnerCategory } from '../constants';

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

/** A store of the public catalogue, with the partner fields of spec 1 §2.3. */
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
  /** Average of the reviews to one decimal; null without reviews. */
  rating: number | null;
  reviewCount: number;
  successStory: SuccessStory | null;
  /** Newest first. */
  reviews: StoreReview[];
}

export interface PublicStoresResponse {
  stores: PublicStore[];
  total: number;
  categories: readonly PartnerCategory[];
}
