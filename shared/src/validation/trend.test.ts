import { computeTrend } from './trend';

describe('computeTrend', () => {
  it('is up with the rounded percentage when the value grew', () => {
    expect(computeTrend(150, 100)).toEqual({ direction: 'up', percentage: 50 });
    expect(computeTrend(1001, 3000 / 3)).toEqual({ direction: 'up', percentage: 0 });
    expect(computeTrend(2, 3)).toEqual({ direction: 'down', percentage: 33 });
  });

  it('is down when the value fell', () => {
    expect(computeTrend(80, 100)).toEqual({ direction: 'down', percentage: 20 });
    expect(computeTrend(0, 100)).toEqual({ direction: 'down', percentage: 100 });
  });

  it('rounds halves up', () => {
    expect(computeTrend(1005, 1000)).toEqual({ direction: 'up', percentage: 1 });
    expect(computeTrend(2, 8)).toEqual({ direction: 'down', percentage: 75 });
  });

  it('is 100 when the previous value was 0 and the current is positive, else 0', () => {
    expect(computeTrend(5, 0)).toEqual({ direction: 'up', percentage: 100 });
    expect(computeTrend(0, 0)).toEqual({ direction: 'flat', percentage: 0 });
  });

  it('is flat when nothing changed', () => {
    expect(computeTrend(42, 42)).toEqual({ direction: 'flat', percentage: 0 });
  });
});
