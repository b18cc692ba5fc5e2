import type { ClientListQuery } from '@platform/api/contracts';
import { OPERATIONS_PAGING } from '@platform/shared/constants';

/**
 * The clients page's URL state (spec 3 §2 "Clients list"): the search, the status filter, the
 * sort and the page live in the query string, so a view can be shared, reloaded and walked with
 * back/forward. Defaults are left out of the URL; a value the page does not know reads as its
 * default. The page size is the spec's fixed 10, so it is not in the URL.
 */

export const CLIENT_STATUS_FILTERS = ['all', 'active', 'inactive', 'pending'] as const;
export const CLIENT_SORT_FIELDS = ['createdAt', 'name', 'totalSpent', 'totalOrders'] as const;
export const SORT_DIRECTIONS = ['desc', 'asc'] as const;
export const CLIENTS_PER_PAGE = OPERATIONS_PAGING.clientsPerPage;

export type ClientStatusFilter = (typeof CLIENT_STATUS_FILTERS)[number];
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface ClientSearch {
  /** Text over name, e-mail, phone and RUT, as typed. */
  search: string;
  status: ClientStatusFilter;
  sortBy: ClientSortField;
  sortDirection: SortDirection;
  page: number;
}

export const DEFAULT_CLIENT_SEARCH: Readonly<ClientSearch> = Object.freeze({
  search: '',
  status: 'all',
  sortBy: 'createdAt',
  sortDirection: 'desc',
  page: 1,
});

/** The order the parameters are written in. */
const KEYS = Object.keys(DEFAULT_CLIENT_SEARCH) as (keyof ClientSearch)[];

/** What the api accepts (ClientListQuery): a longer text or a page past this is refused. */
export const SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 100_000;

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return (options as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

function pageNumber(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

/** The page's state from a query string; each missing or unknown value is its default. */
export function readClientSearch(params: URLSearchParams): ClientSearch {
  const d = DEFAULT_CLIENT_SEARCH;
  const search = params.get('search') ?? '';
  return {
    search: search.trim() && search.length <= SEARCH_MAX_LENGTH ? search : d.search,
    status: oneOf(CLIENT_STATUS_FILTERS, params.get('status'), d.status),
    sortBy: oneOf(CLIENT_SORT_FIELDS, params.get('sortBy'), d.sortBy),
    sortDirection: oneOf(SORT_DIRECTIONS, params.get('sortDirection'), d.sortDirection),
    page: pageNumber(params.get('page')) ?? d.page,
  };
}

/**
 * The query string of a state: its values that differ from the defaults. Parameters of `base`
 * that are not the page's own are kept as they were.
 */
export function clientSearchParams(
  search: Partial<ClientSearch>,
  base?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of KEYS) params.delete(key);
  for (const key of KEYS) {
    const value = search[key];
    if (value === undefined || value === '' || value === DEFAULT_CLIENT_SEARCH[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** Whether the state narrows the list (the sort and the page aside). */
export function hasActiveFilters(search: ClientSearch): boolean {
  return search.search.trim() !== '' || search.status !== DEFAULT_CLIENT_SEARCH.status;
}

/** The `GET /clients` query of a state: filtering, sorting and paging are the api's. */
export function toClientListQuery(search: ClientSearch): ClientListQuery {
  const text = search.search.trim();
  return {
    ...(text ? { search: text } : {}),
    status: search.status,
    sortBy: search.sortBy,
    sortDirection: search.sortDirection,
    page: search.page,
    perPage: CLIENTS_PER_PAGE,
  };
}

export const CLIENTS_PATH = '/clients';

/** The detail page of a client. */
export const clientPath = (id: string) => `${CLIENTS_PATH}/${encodeURIComponent(id)}`;

/** The direction a field is first sorted in: names from A, amounts and dates from the largest. */
export const FIRST_DIRECTION: Record<ClientSortField, SortDirection> = {
  createdAt: 'desc',
  name: 'asc',
  totalSpent: 'desc',
  totalOrders: 'desc',
};
