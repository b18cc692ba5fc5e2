import { badRequest } from '../http/errors.ts';

/** A calendar-day range in the store's timezone, both ends included (YYYY-MM-DD). */
export interface DayRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const RANGE_TOO_LONG = 'El rango máximo permitido es de 1 año';
export const END_BEFORE_START = 'La fecha de término no puede ser anterior a la fecha de inicio';

/** Milliseconds at UTC midnight of a YYYY-MM-DD day, or undefined when it is not a real date. */
export function parseDay(value: string): number | undefined {
  const match = ISO_DAY.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return undefined;
  }
  return time;
}

export function formatDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Days in the range, counting both ends. */
export function lengthInDays(range: DayRange): number {
  return Math.round((parseDay(range.endDate)! - parseDay(range.startDate)!) / DAY_MS) + 1;
}

/** Checks a dashboard range: real dates, end not before start, at most one year (spec 1 §5.4). */
export function validateRange(startDate: string, endDate: string): DayRange {
  const start = parseDay(startDate);
  if (start === undefined)
    throw badRequest('startDate debe ser una fecha válida con formato YYYY-MM-DD');
  const end = parseDay(endDate);
  if (end === undefined)
    throw badRequest('endDate debe ser una fecha válida con formato YYYY-MM-DD');
  if (end < start) throw badRequest(END_BEFORE_START);
  const oneYearLater = new Date(start);
  oneYearLater.setUTCFullYear(oneYearLater.getUTCFullYear() + 1);
  if (end > oneYearLater.getTime()) throw badRequest(RANGE_TOO_LONG);
  return { startDate, endDate };
}

/** The period of the same length (both ends counted) that ends the day before `range` starts. */
export function previousPeriod(range: DayRange): DayRange {
  const days = lengthInDays(range);
  const end = parseDay(range.startDate)! - DAY_MS;
  return { startDate: formatDay(end - (days - 1) * DAY_MS), endDate: formatDay(end) };
}

export interface Trend {
  direction: 'up' | 'down' | 'flat';
  /** Rounded percentage change; 100 when the previous value is 0 and the current one positive. */
  value: number;
}

export function trend(current: number, previous: number): Trend {
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  if (previous === 0) return { direction, value: current > 0 ? 100 : 0 };
  return {
    direction,
    value: Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100),
  };
}
