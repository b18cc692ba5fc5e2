import type { PartnerReview } from './api/get-partner-stores';

export interface PartnerRating {
  /** The average of the reviews to one decimal, or null without reviews. */
  rating: number | null;
  reviewCount: number;
}

/** Rating and review count of a partner, derived from its reviews (spec 1 §2.3). */
export function partnerRating(reviews: readonly Pick<PartnerReview, 'rating'>[]): PartnerRating {
  if (reviews.length === 0) return { rating: null, reviewCount: 0 };
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return { rating: Math.round((sum / reviews.length) * 10) / 10, reviewCount: reviews.length };
}
