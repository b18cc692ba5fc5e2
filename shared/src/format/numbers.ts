import { LOCALE } from '../constants/first-page';

// Formatters are costly to build (the first one loads the locale's data: ~60 ms on a phone);
// keep one of each, built on first use, not when the module loads with the first page.
let clp: Intl.NumberFormat | undefined;
const numberFormats = new Map<number, Intl.NumberFormat>();
const percentFormats = new Map<number, Intl.NumberFormat>();

function cached(
  cache: Map<number, Intl.NumberFormat>,
  digits: number,
  options: Intl.NumberFormatOptions,
) {
  let formatter = cache.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE.locale, {
      ...options,
      minimumFractionDigits: 0,
      maximumFractionDigits: digits,
    });
    cache.set(digits, formatter);
  }
  return formatter;
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Whole pesos as es-CL prints them: 1234567 → '$1.234.567'. Not a number → ''. */
export function formatCLP(value: number | null | undefined): string {
  if (!isNumber(value)) return '';
  clp ??= new Intl.NumberFormat(LOCALE.locale, {
    style: 'currency',
    currency: LOCALE.currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return clp.format(value);
}

/** es-CL grouping and decimal comma: 1234567.5 → '1.234.567,5'. */
export function formatNumber(value: number | null | undefined, maximumFractionDigits = 2): string {
  return isNumber(value) ? cached(numberFormats, maximumFractionDigits, {}).format(value) : '';
}

/**
 * A percentage given in points (12.5 means 12,5 %), as es-CL prints it: '12,5%'.
 * Points rather than a ratio because that is how the api sends trends and rates.
 */
export function formatPercent(value: number | null | undefined, maximumFractionDigits = 1): string {
  return isNumber(value)
    ? cached(percentFormats, maximumFractionDigits, { style: 'percent' }).format(value / 100)
    : '';
}
