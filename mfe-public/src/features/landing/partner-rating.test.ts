import { partnerRating } from './partner-rating';

describe('partnerRating', () => {
  it('averages the reviews to one decimal and counts them', () => {
    expect(partnerRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({
      rating: 4.3,
      reviewCount: 3,
    });
    expect(partnerRating([{ rating: 5 }, { rating: 4 }])).toEqual({ rating: 4.5, reviewCount: 2 });
  });

  it('has no rating without reviews', () => {
    expect(partnerRating([])).toEqual({ rating: null, reviewCount: 0 });
  });
});
