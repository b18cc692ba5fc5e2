import type { ProductListQuery } from '@platform/api/contracts';
import { PAGING } from '@platform/shared/constants';

/**
 * The products page's URL state (spec 2 §2): every filter, the sort and the page live in the query
 * string, so a view can be shared, reloaded and walked with back/forward. Defaults are left out of
 * the URL, and a value the page does not know reads as its default.
 */

export const STOCK_STATUSES = ['all', 'in-stock', 'low-stock', 'out-of-stock'] as const;
export const PRODUCT_TYPE_FILTERS = ['all', 'product', 'pack'] as const;
export const MEMBERSHIP_FILTERS = ['all', 'yes', 'no'] as const;
export const VISIBILITY_FILTERS = ['all', 'visible', 'hidden'] as const;
export const ARCHIVED_FILTERS = ['no', 'yes', 'all'] as const;
/** The spec's four; the api also sorts by createdAt, which the page does not offer. */
export const PRODUCT_SORT_FIELDS = ['name', 'price', 'stock', 'sku'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const PRODUCT_PAGE_SIZES = PAGING.productPerPageOptions;

export type StockStatusFilter = (typeof STOCK_STATUSES)[number];
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface ProductSearch {
  /** Text over name and SKU, as typed. */
  search: string;
  /** A category id. */
  category: string | null;
  priceMin: number | null;
  priceMax: number | null;
  stockStatus: StockStatusFilter;
  type: (typeof PRODUCT_TYPE_FILTERS)[number];
  requiresMembership: (typeof MEMBERSHIP_FILTERS)[number];
  visibility: (typeof VISIBILITY_FILTERS)[number];
  archived: (typeof ARCHIVED_FILTERS)[number];
  page: number;
  perPage: number;
  sortField: ProductSortField;
  sortDirection: SortDirection;
}

export const DEFAULT_PRODUCT_SEARCH: Readonly<ProductSearch> = Object.freeze({
  search: '',
  category: null,
  priceMin: null,
  priceMax: null,
  stockStatus: 'all',
  type: 'all',
  requiresMembership: 'all',
  visibility: 'all',
  archived: 'no',
  page: 1,
  perPage: PAGING.defaultPerPage,
  sortField: 'name',
  sortDirection: 'asc',
});

/** The parameters in the order of the spec's table, which is also the order they are written in. */
const KEYS = Object.keys(DEFAULT_PRODUCT_SEARCH) as (keyof ProductSearch)[];

/** What the api accepts (ProductListQuery): longer texts, other ids and numbers are refused. */
const SEARCH_MAX_LENGTH = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_PRICE = 2_147_483_647;
const MAX_PAGE = 100_000;

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return (options as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** The page's state from a query string; each missing or unknown value is its default. */
export function readProductSearch(params: URLSearchParams): ProductSearch {
  const d = DEFAULT_PRODUCT_SEARCH;
  const search = params.get('search') ?? '';
  const category = params.get('category');
  const perPage = wholeNumber(params.get('perPage'), 1, Infinity);
  return {
    search: search.trim() && search.length <= SEARCH_MAX_LENGTH ? search : d.search,
    category: category && UUID.test(category) ? category : d.category,
    priceMin: wholeNumber(params.get('priceMin'), 0, MAX_PRICE),
    priceMax: wholeNumber(params.get('priceMax'), 0, MAX_PRICE),
    stockStatus: oneOf(STOCK_STATUSES, params.get('stockStatus'), d.stockStatus),
    type: oneOf(PRODUCT_TYPE_FILTERS, params.get('type'), d.type),
    requiresMembership: oneOf(
      MEMBERSHIP_FILTERS,
      params.get('requiresMembership'),
      d.requiresMembership,
    ),
    visibility: oneOf(VISIBILITY_FILTERS, params.get('visibility'), d.visibility),
    archived: oneOf(ARCHIVED_FILTERS, params.get('archived'), d.archived),
    page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? d.page,
    perPage:
      perPage !== null && (PRODUCT_PAGE_SIZES as readonly number[]).includes(perPage)
        ? perPage
        : d.perPage,
    sortField: oneOf(PRODUCT_SORT_FIELDS, params.get('sortField'), d.sortField),
    sortDirection: oneOf(SORT_DIRECTIONS, params.get('sortDirection'), d.sortDirection),
  };
}

/**
 * The query string of a state: its values that differ from the defaults, in the spec's order.
 * Parameters of `base` that are not the page's own are kept as they were.
 */
export function productSearchParams(
  search: Partial<ProductSearch>,
  base?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of KEYS) params.delete(key);
  for (const key of KEYS) {
    const value = search[key];
    if (value === undefined || value === null || value === '') continue;
    if (value === DEFAULT_PRODUCT_SEARCH[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** Whether the state filters the list (the sort, the page and its size aside). */
export function hasActiveFilters(search: ProductSearch): boolean {
  const d = DEFAULT_PRODUCT_SEARCH;
  return (
    search.search.trim() !== d.search ||
    search.category !== d.category ||
    search.priceMin !== d.priceMin ||
    search.priceMax !== d.priceMax ||
    search.stockStatus !== d.stockStatus ||
    search.type !== d.type ||
    search.requiresMembership !== d.requiresMembership ||
    search.visibility !== d.visibility ||
    search.archived !== d.archived
  );
}

/** The `GET /products` query of a state: every parameter, the optional ones when set. */
export function toProductListQuery(search: ProductSearch): ProductListQuery {
  const text = search.search.trim();
  return {
    ...(text ? { search: text } : {}),
    ...(search.category ? { category: search.category } : {}),
    ...(search.priceMin !== null ? { priceMin: search.priceMin } : {}),
    ...(search.priceMax !== null ? { priceMax: search.priceMax } : {}),
    stockStatus: search.stockStatus,
    type: search.type,
    requiresMembership: search.requiresMembership,
    visibility: search.visibility,
    archived: search.archived,
    page: search.page,
    perPage: search.perPage,
    sortField: search.sortField,
    sortDirection: search.sortDirection,
  };
}
