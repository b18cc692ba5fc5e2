import type { OrderListQuery } from '@platform/api/contracts';

/**
 * The cache keys of the store's orders. They start with the api resource, so a change to an order
 * (its status, from the order's page) invalidates `orderKeys.all` and this list refetches too.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  /** One page of `GET /orders`, with every filter, sort and page it was asked with. */
  list: (query: OrderListQuery) => [...orderKeys.lists(), query] as const,
};
