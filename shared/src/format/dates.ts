import { LOCALE } from '../constants/first-page';

/**
 * Dates in America/Santiago (spec: statements and ranges follow Chilean time), with the
 * platform's own Intl (no date library on every first page). Pure: the api and the validation
 * entry import this module too.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' (no time, no zone). */
export type IsoDate = string;

/** Built on first use: a formatter with a time zone is costly, and the first page needs none. */
let santiagoParts: Intl.DateTimeFormat | undefined;

interface DayAndTime {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/** The wall-clock fields of an instant in Santiago, or null for an invalid date. */
function inSantiago(value: Date | string | number): DayAndTime | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    (santiagoParts ??= new Intl.DateTimeFormat('en-CA', {
      timeZone: LOCALE.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }))
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** The calendar day of an instant in Santiago, as 'YYYY-MM-DD'. */
export function toIsoDate(date: Date | string | number): IsoDate {
  const parts = inSantiago(date);
  if (!parts) throw new RangeError('Fecha inválida');
  return `${parts.year}-${parts.month}-${parts.day}`;
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
 * 'dd-MM-yyyy' as es-CL prints a date. A plain 'YYYY-MM-DD' is a calendar day and is shown as is;
 * an instant (ISO with time, Date, epoch ms) is shown as its day in Santiago.
 */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && ISO_DAY.test(value)) {
    return isIsoDate(value) ? value.split('-').reverse().join('-') : '';
  }
  const parts = inSantiago(value);
  return parts ? `${parts.day}-${parts.month}-${parts.year}` : '';
}

/** 'dd-MM-yyyy HH:mm' (24 h) in Santiago. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value == null || value === '') return '';
  const parts = inSantiago(value);
  return parts ? `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}` : '';
}
