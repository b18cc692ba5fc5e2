import type { OrderListQuery } from '@platform/api/contracts';
import { OPERATIONS_PAGING } from '@platform/shared/constants';

/**
 * The orders page's URL state (spec 3 §2 "Orders list"): every filter, the sort, the page and its
 * size live in the query string under the spec's names, so a view can be shared, reloaded and
 * walked with back/forward. Defaults are left out of the URL, and a value the page does not know
 * reads as its default.
 */

export const ORDERS_PATH = '/orders';

/** The page of one order (the list's rows and the dashboard link here). */
export function orderPath(id: string): string {
  return `${ORDERS_PATH}/${encodeURIComponent(id)}`;
}

export const ORDER_STATUS_FILTERS = [
  'all',
  'draft',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderListQuery['status'][];
export const ORDER_SORT_FIELDS = [
  'createdAt',
  'totalAmount',
  'clientName',
] as const satisfies readonly OrderListQuery['sortBy'][];
export const SORT_DIRECTIONS = [
  'asc',
  'desc',
] as const satisfies readonly OrderListQuery['sortDirection'][];
export const ORDER_PAGE_SIZES = OPERATIONS_PAGING.ordersPageSizes;

export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface OrderSearch {
  status: OrderStatusFilter;
  /** First day of the range, 'YYYY-MM-DD'; the range applies only with both ends. */
  startDate: string | null;
  /** Last day of the range (included), 'YYYY-MM-DD'. */
  endDate: string | null;
  /** Whole pesos, included. */
  minAmount: number | null;
  maxAmount: number | null;
  /** Client name or e-mail, order number or tracking number, as typed. */
  search: string;
  sortBy: OrderSortField;
  sortDirection: SortDirection;
  page: number;
  perPage: number;
}

/** Written in this order, the order of the spec's list of parameters. */
export const DEFAULT_ORDER_SEARCH: Readonly<OrderSearch> = Object.freeze({
  status: 'all',
  startDate: null,
  endDate: null,
  minAmount: null,
  maxAmount: null,
  search: '',
  sortBy: 'createdAt',
  sortDirection: 'desc',
  page: 1,
  perPage: OPERATIONS_PAGING.ordersDefaultPageSize,
});

const KEYS = Object.keys(DEFAULT_ORDER_SEARCH) as (keyof OrderSearch)[];

/** What the api accepts (OrderListQuery): longer texts and larger numbers are refused. */
export const SEARCH_MAX_LENGTH = 100;
export const AMOUNT_MAX_DIGITS = 12;
const MAX_PAGE = 100_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return (options as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (!value || !/^\d+$/.test(value) || value.length > AMOUNT_MAX_DIGITS) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** A real calendar day written 'YYYY-MM-DD', or null. */
function calendarDay(value: string | null): string | null {
  const match = value ? ISO_DAY.exec(value) : null;
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const real = day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  return real ? value : null;
}

/** The page's state from a query string; each missing or unknown value is its default. */
export function readOrderSearch(params: URLSearchParams): OrderSearch {
  const d = DEFAULT_ORDER_SEARCH;
  const search = params.get('search') ?? '';
  const perPage = wholeNumber(params.get('perPage'), 1, Number.MAX_SAFE_INTEGER);
  return {
    status: oneOf(ORDER_STATUS_FILTERS, params.get('status'), d.status),
    startDate: calendarDay(params.get('startDate')),
    endDate: calendarDay(params.get('endDate')),
    minAmount: wholeNumber(params.get('minAmount'), 0, Number.MAX_SAFE_INTEGER),
    maxAmount: wholeNumber(params.get('maxAmount'), 0, Number.MAX_SAFE_INTEGER),
    search: search.trim() && search.length <= SEARCH_MAX_LENGTH ? search : d.search,
    sortBy: oneOf(ORDER_SORT_FIELDS, params.get('sortBy'), d.sortBy),
    sortDirection: oneOf(SORT_DIRECTIONS, params.get('sortDirection'), d.sortDirection),
    page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? d.page,
    perPage:
      perPage !== null && (ORDER_PAGE_SIZES as readonly number[]).includes(perPage)
        ? perPage
        : d.perPage,
  };
}

/**
 * The query string of a state: its values that differ from the defaults, in the spec's order.
 * Parameters of `base` that are not the page's own are kept as they were.
 */
export function orderSearchParams(
  search: Partial<OrderSearch>,
  base?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of KEYS) params.delete(key);
  for (const key of KEYS) {
    const value = search[key];
    if (value === undefined || value === null || value === '') continue;
    if (value === DEFAULT_ORDER_SEARCH[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** `/orders` with a state's query string (links from elsewhere, tests). */
export function ordersPath(search: Partial<OrderSearch> = {}): string {
  const query = orderSearchParams(search).toString();
  return query ? `${ORDERS_PATH}?${query}` : ORDERS_PATH;
}

/** Whether the state filters the list (the sort, the page and its size aside). */
export function hasActiveFilters(search: OrderSearch): boolean {
  const d = DEFAULT_ORDER_SEARCH;
  return (
    search.status !== d.status ||
    search.startDate !== d.startDate ||
    search.endDate !== d.endDate ||
    search.minAmount !== d.minAmount ||
    search.maxAmount !== d.maxAmount ||
    search.search.trim() !== d.search
  );
}

/** What is wrong with the filters, if anything: such a state is not sent to the api. */
export interface OrderSearchProblems {
  /** The minimum amount is above the maximum. */
  amountRange: boolean;
  /** The last day of the range is before the first. */
  dateRange: boolean;
}

export function orderSearchProblems(search: OrderSearch): OrderSearchProblems {
  return {
    amountRange:
      search.minAmount !== null && search.maxAmount !== null && search.minAmount > search.maxAmount,
    dateRange:
      search.startDate !== null && search.endDate !== null && search.endDate < search.startDate,
  };
}

export function isValidOrderSearch(search: OrderSearch): boolean {
  const problems = orderSearchProblems(search);
  return !problems.amountRange && !problems.dateRange;
}

/** Whether only one end of the date range is set: it is kept, but not applied (spec 3 §5). */
export function isDateRangeIncomplete(search: Pick<OrderSearch, 'startDate' | 'endDate'>): boolean {
  return (search.startDate === null) !== (search.endDate === null);
}

/**
 * The `GET /orders` query of a state: every parameter, the optional ones when set. The date range
 * goes only with both ends (spec 3 §5: it applies only then).
 */
export function toOrderListQuery(search: OrderSearch): OrderListQuery {
  const text = search.search.trim();
  const range =
    search.startDate !== null && search.endDate !== null
      ? { startDate: search.startDate, endDate: search.endDate }
      : {};
  return {
    status: search.status,
    ...range,
    ...(search.minAmount !== null ? { minAmount: search.minAmount } : {}),
    ...(search.maxAmount !== null ? { maxAmount: search.maxAmount } : {}),
    ...(text ? { search: text } : {}),
    sortBy: search.sortBy,
    sortDirection: search.sortDirection,
    page: search.page,
    perPage: search.perPage,
  };
}
