import { todayInSantiago } from '@platform/shared';

/** Months as 'YYYY-MM' (America/Santiago): the statements' month and the invoices' period. */

/** The current month in Santiago. */
export function currentMonth(now: Date = new Date()): string {
  return todayInSantiago(now).slice(0, 7);
}

/** The month `delta` months after `month` (before, when negative). */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** How many days `month` has (28 to 31). */
export function daysInMonth(month: string): number {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
}

const monthName = new Intl.DateTimeFormat('es-CL', { month: 'long', timeZone: 'UTC' });

/** 'YYYY-MM' → 'Octubre 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const name = monthName.format(new Date(Date.UTC(year, number - 1, 1)));
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
}
