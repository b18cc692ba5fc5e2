import type { ProductListQuery } from '@platform/api/contracts';

/**
 * The cache keys of the store's products. They start with the api resource, so a change to any
 * product invalidates `productKeys.all` and every reader refetches: this page's list, the product
 * form and the dashboard's low-stock card (`['products', 'low-stock']`).
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  /** One page of `GET /products`, with every filter, sort and page it was asked with. */
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  /** `GET /products/:id`: everything the product form shows. */
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  /** How many products the store has at all, archived included (the empty states, the tutorial). */
  catalogueSize: () => [...productKeys.all, 'catalogue-size'] as const,
};
