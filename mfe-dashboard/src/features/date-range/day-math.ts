import type { DateRange } from '@platform/shared/validation';

/**
 * Calendar-day arithmetic on 'YYYY-MM-DD' strings, anchored at UTC midnight so no local zone or
 * daylight-saving change can shift a day. (The remote keeps date-fns out of its bundle.)
 */
const DAY_MS = 86_400_000;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return fromTime(toTime(day) + days * DAY_MS);
}

/** Same day `months` later, kept inside the target month (31 Mar - 1 month → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const date = new Date(toTime(day));
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return fromTime(target.getTime());
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** The first day of the day's month: '2026-11-22' → '2026-11-01'. */
export function startOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** 0 = Monday … 6 = Sunday (the week starts on Monday, spec 1 §2.9). */
export function mondayFirstWeekday(day: string): number {
  return (new Date(toTime(day)).getUTCDay() + 6) % 7;
}

/**
 * The 6×7 days of a month page, Monday first, padded with the neighbouring months' days.
 */
export function monthGrid(monthStart: string): string[][] {
  const first = addDays(monthStart, -mondayFirstWeekday(monthStart));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => addDays(first, week * 7 + weekday)),
  );
}

export type RangePreset = 'week' | 'month' | 'year';

export const RANGE_PRESETS: readonly RangePreset[] = ['week', 'month', 'year'];

/**
 * The presets, all ending today: the last 7 days (the default), the last month and the last year,
 * each counted from the day after the same date one month / one year earlier.
 */
export function presetRange(preset: RangePreset, today: string): DateRange {
  if (preset === 'week') return { startDate: addDays(today, -6), endDate: today };
  const months = preset === 'month' ? 1 : 12;
  return { startDate: addDays(addMonths(today, -months), 1), endDate: today };
}

/** Which preset a range is, if any. */
export function matchPreset(range: DateRange, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.startDate === range.startDate && candidate.endDate === range.endDate;
    }) ?? null
  );
}
