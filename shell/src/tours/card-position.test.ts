import { cardPosition } from './card-position';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const reportsCard = { top: 300, left: 850, width: 400, height: 300 };

describe("where a tour step's card goes", () => {
  it('goes on the side the step prefers when the whole card fits there', () => {
    expect(cardPosition(reportsCard, 250, desktop, 'left')).toEqual({
      top: 300,
      left: 498,
      width: 340,
    });
  });

  it('goes on the first side that fits, by its real height, when the preferred one does not', () => {
    // 250 px do not fit below (612 + 250 > 800): above, without covering the target.
    expect(cardPosition(reportsCard, 250, desktop, 'bottom')).toEqual({
      top: 38,
      left: 850,
      width: 340,
    });
  });

  it('sits at the bottom edge beside a target taller than a phone screen', () => {
    const metrics = { top: 107, left: 8, width: 374, height: 630 };
    expect(cardPosition(metrics, 300, phone)).toEqual({ top: 532, left: 12, width: 340 });
  });

  it('is centred when the target is not on the page', () => {
    expect(cardPosition(null, 250, desktop)).toEqual({ top: 275, left: 470, width: 340 });
  });
});
