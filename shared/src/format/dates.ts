import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { LOCALE } from '../constants/limits';

/**
 * Dates in America/Santiago (spec: statements and ranges follow Chilean time). Pure: the api and
 * the validation entry import this module too.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' (no time, no zone). */
export type IsoDate = string;

function santiago(date: Date | string | number): TZDate {
  return new TZDate(new Date(date).getTime(), LOCALE.timeZone);
}

/** The calendar day of an instant in Santiago, as 'YYYY-MM-DD'. */
export function toIsoDate(date: Date | string | number): IsoDate {
  return format(santiago(date), 'yyyy-MM-dd');
}

/** Today's calendar day in Santiago, as 'YYYY-MM-DD'. */
export function todayInSantiago(now: Date = new Date()): IsoDate {
  return toIsoDate(now);
}

/** True for a well-formed 'YYYY-MM-DD' that is a real calendar day. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/**
 * A calendar day as a UTC-anchored date, for day arithmetic that no local zone or daylight-saving
 * change can shift.
 */
export function parseIsoDate(value: IsoDate): TZDate {
  const match = ISO_DAY.exec(value);
  if (!match) throw new RangeError(`Fecha inválida: ${value}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return new TZDate(y, m - 1, d, 'UTC');
}

/** Back from `parseIsoDate` (or any date-fns result of it) to 'YYYY-MM-DD'. */
export function formatIsoDate(date: TZDate): IsoDate {
  return format(date, 'yyyy-MM-dd');
}

/**
 * 'dd-MM-yyyy' as es-CL prints a date. A plain 'YYYY-MM-DD' is a calendar day and is shown as is;
 * an instant (ISO with time, Date, epoch ms) is shown as its day in Santiago.
 */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && ISO_DAY.test(value)) {
    return isIsoDate(value) ? format(parseIsoDate(value), 'dd-MM-yyyy') : '';
  }
  const date = santiago(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'dd-MM-yyyy');
}

/** 'dd-MM-yyyy HH:mm' (24 h) in Santiago. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value == null || value === '') return '';
  const date = santiago(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'dd-MM-yyyy HH:mm');
}
