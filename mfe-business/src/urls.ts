import { currentMonth, daysInMonth } from './lib/months';

/**
 * The URL state of this remote's list pages: the invoices' page, and the statement's month, day,
 * movement type, page and page size. Defaults are left out of the URL, and a value the page does
 * not know reads as its default, so a link can be shared, reloaded and walked with back/forward.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** The first month the statement can be walked back to. */
const FIRST_YEAR = 2000;

/** A well-formed month from 2000 up to the current one, or null. */
function walkableMonth(value: string | null, now: Date): string | null {
  const match = value ? MONTH.exec(value) : null;
  if (!match || Number(match[1]) < FIRST_YEAR) return null;
  return value! <= currentMonth(now) ? value : null;
}

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

const MAX_PAGE = 100_000;

// ── Invoices (/business/invoices) ────────────────────────────────────────────────────────

export const INVOICES_PATH = '/business/invoices';
/** Spec 3 §9: the invoices page size. */
export const INVOICES_PAGE_SIZE = 10;

export interface InvoiceSearch {
  page: number;
}

export function readInvoiceSearch(params: URLSearchParams): InvoiceSearch {
  return { page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? 1 };
}

export function invoiceSearchParams(
  search: InvoiceSearch,
  base?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base);
  params.delete('page');
  if (search.page !== 1) params.set('page', String(search.page));
  return params;
}

// ── Account statements (/business/account-statement/{sales,commission}) ─────────────────

export const STATEMENT_PATHS = {
  sales: '/business/account-statement/sales',
  commission: '/business/account-statement/commission',
} as const;

/** Spec 3 §9: the statement's page sizes, 10 by default. */
export const STATEMENT_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const STATEMENT_DEFAULT_PAGE_SIZE = 10;

/** All movements, income (credits) or expenses (debits) (spec 3 §9). */
export const MOVEMENT_FILTERS = ['all', 'income', 'expense'] as const;
export type MovementFilter = (typeof MOVEMENT_FILTERS)[number];

export interface StatementSearch {
  /** 'YYYY-MM', never after the current month; the current one by default. */
  month: string;
  /** A day of the month (1..days in it), or null for the whole month. */
  day: number | null;
  type: MovementFilter;
  page: number;
  perPage: number;
}

const STATEMENT_KEYS = ['month', 'day', 'type', 'page', 'perPage'] as const;

/** The statement's state from a query string; each missing or unknown value is its default. */
export function readStatementSearch(
  params: URLSearchParams,
  now: Date = new Date(),
): StatementSearch {
  const month = walkableMonth(params.get('month'), now) ?? currentMonth(now);
  const type = params.get('type');
  const perPage = wholeNumber(params.get('perPage'), 1, 1000);
  return {
    month,
    day: wholeNumber(params.get('day'), 1, daysInMonth(month)),
    type: (MOVEMENT_FILTERS as readonly string[]).includes(type ?? '')
      ? (type as MovementFilter)
      : 'all',
    page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? 1,
    perPage:
      perPage !== null && (STATEMENT_PAGE_SIZES as readonly number[]).includes(perPage)
        ? perPage
        : STATEMENT_DEFAULT_PAGE_SIZE,
  };
}

/**
 * The query string of a statement's state: the values that differ from the defaults (the current
 * month, every day, every type, page 1, 10 a page). Other parameters of `base` are kept.
 */
export function statementSearchParams(
  search: StatementSearch,
  base?: URLSearchParams,
  now: Date = new Date(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of STATEMENT_KEYS) params.delete(key);
  if (search.month !== currentMonth(now)) params.set('month', search.month);
  if (search.day !== null) params.set('day', String(search.day));
  if (search.type !== 'all') params.set('type', search.type);
  if (search.page !== 1) params.set('page', String(search.page));
  if (search.perPage !== STATEMENT_DEFAULT_PAGE_SIZE) params.set('perPage', String(search.perPage));
  return params;
}
