import { addDays, addYears, differenceInCalendarDays, subDays } from 'date-fns';
import { object, string, type InferType } from 'yup';
import { DASHBOARD } from '../constants/limits';
import { isIsoDate, todayInSantiago, type IsoDate } from '../format/dates';
import { formatIsoDate, parseIsoDate } from '../format/iso-days';
import { VALIDATION_MESSAGES } from './messages';

const m = VALIDATION_MESSAGES.dateRange;

/** A range of calendar days, both ends included. */
export interface DateRange {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** Days in the range counting both ends: 2026-11-16..2026-11-22 → 7. */
export function rangeLengthInDays({ startDate, endDate }: DateRange): number {
  return differenceInCalendarDays(parseIsoDate(endDate), parseIsoDate(startDate)) + 1;
}

/** The latest end a range starting on `startDate` may have: one year later. */
export function maxRangeEnd(startDate: IsoDate): IsoDate {
  return formatIsoDate(addYears(parseIsoDate(startDate), DASHBOARD.maxRangeYears));
}

/**
 * The previous period: the same length, ending the day before the current start (spec 1 §5.4).
 */
export function previousPeriod(range: DateRange): DateRange {
  const length = rangeLengthInDays(range);
  const end = subDays(parseIsoDate(range.startDate), 1);
  return { startDate: formatIsoDate(subDays(end, length - 1)), endDate: formatIsoDate(end) };
}

/** The default dashboard range: the last 7 days up to today, both ends included. */
export function defaultDashboardRange(today: IsoDate = todayInSantiago()): DateRange {
  const end = parseIsoDate(today);
  return {
    startDate: formatIsoDate(addDays(end, -(DASHBOARD.defaultRangeDays - 1))),
    endDate: today,
  };
}

export interface ClampedDateRange extends DateRange {
  /** The message to show when the range had to be changed, else null. */
  message: string | null;
}

/**
 * Makes a picked range acceptable (spec 1 §5.4): ends given in reverse are swapped, an end in the
 * future becomes today, and a range longer than one year keeps its start and is cut to end one
 * year later, with 'El rango máximo permitido es de 1 año'.
 */
export function clampDateRange(
  range: DateRange,
  today: IsoDate = todayInSantiago(),
): ClampedDateRange {
  let { startDate, endDate } = range;
  if (startDate > endDate) [startDate, endDate] = [endDate, startDate];

  let message: string | null = null;
  if (endDate > today) {
    endDate = today;
    if (startDate > today) startDate = today;
    message = m.future;
  }
  const latestEnd = maxRangeEnd(startDate);
  if (endDate > latestEnd) {
    endDate = latestEnd;
    message = m.maxRange;
  }
  return { startDate, endDate, message };
}

const bothDays = (range: Partial<DateRange>) =>
  isIsoDate(range.startDate) && isIsoDate(range.endDate);

const isoDay = (required: string) =>
  string()
    .required(required)
    .test('iso-date', required, (value) => isIsoDate(value));

/**
 * The same rules as a schema, for forms and for the api's query validation. "Today" is
 * Santiago's unless `context.today` ('YYYY-MM-DD') is given.
 */
export const dateRangeSchema = object({
  startDate: isoDay(m.startRequired),
  endDate: isoDay(m.endRequired).test('not-future', m.future, (value, ctx) => {
    const today = (ctx.options.context?.today as IsoDate | undefined) ?? todayInSantiago();
    return value <= today;
  }),
})
  // Range rules only once both ends are real days (the field rules report the rest).
  .test('order', m.order, (range) => !bothDays(range) || range.startDate <= range.endDate)
  .test(
    'max-range',
    m.maxRange,
    (range) =>
      !bothDays(range) ||
      range.startDate > range.endDate ||
      range.endDate <= maxRangeEnd(range.startDate),
  );
export type DateRangeValues = InferType<typeof dateRangeSchema>;
