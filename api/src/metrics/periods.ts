import {
  computeTrend,
  dateRangeSchema,
  previousPeriod as sharedPreviousPeriod,
  type DateRange,
} from '@platform/shared/validation';

import { validate } from '../http/validation.ts';
import type { Trend } from './contract.ts';

/**
 * The dashboard's period rules, from `@platform/shared/validation` so the date-range picker and
 * the api apply the same ones (spec 1 §5.4, §5.5).
 */
export type DayRange = DateRange;

/**
 * Validates a dashboard range: real YYYY-MM-DD days, start not after end, end not in the future
 * (Santiago), at most one year. 400 with the picker's message otherwise.
 */
export function validateRange(
  query: { startDate?: unknown; endDate?: unknown },
  today?: string,
): DayRange {
  const range = validate(dateRangeSchema, query, today ? { today } : undefined);
  return { startDate: range.startDate, endDate: range.endDate } as DayRange;
}

/** The period of the same length (both ends counted) that ends the day before `range` starts. */
export function previousPeriod(range: DayRange): DayRange {
  return sharedPreviousPeriod(range);
}

export function trend(current: number, previous: number): Trend {
  const { direction, percentage } = computeTrend(current, previous);
  return { direction, value: percentage };
}
