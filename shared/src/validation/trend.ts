export type TrendDirection = 'up' | 'down' | 'flat';

export interface Trend {
  direction: TrendDirection;
  /** Rounded percentage change, always positive; the direction carries the sign. */
  percentage: number;
}

/**
 * The trend of a metric against the previous period (spec 1 §5.5). The percentage is rounded;
 * when the previous value is 0 it is 100 if the current value is positive, otherwise 0.
 */
export function computeTrend(current: number, previous: number): Trend {
  const direction: TrendDirection =
    current > previous ? 'up' : current < previous ? 'down' : 'flat';
  if (previous === 0) return { direction, percentage: current > 0 ? 100 : 0 };
  const percentage = Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100);
  return { direction, percentage };
}
