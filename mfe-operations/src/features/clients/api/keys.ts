import type { ClientListQuery } from '@platform/api/contracts';

/**
 * The cache keys of the clients list. They start with the api resource, so invalidating
 * `['clients']` refreshes every reader: this list and the client detail (whose keys,
 * `features/client-detail/api/keys.ts`, start the same way).
 */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  /** One page of `GET /clients`, with the search, filter, sort and page it was asked with. */
  list: (query: ClientListQuery) => [...clientKeys.lists(), query] as const,
};
