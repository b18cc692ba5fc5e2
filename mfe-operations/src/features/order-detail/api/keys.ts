/**
 * The cache keys of an order's detail. They start with the api resource (`['orders', …]`), so a
 * change elsewhere that invalidates `['orders']` (the list's bulk actions) refreshes them too.
 */
export const orderDetailKeys = {
  all: ['orders', 'detail'] as const,
  order: (id: string) => ['orders', 'detail', id] as const,
  part: (id: string, part: OrderPart) => ['orders', 'detail', id, part] as const,
};

export type OrderPart =
  | 'items'
  | 'activity'
  | 'payment'
  | 'documents'
  | 'communications'
  | 'shipping'
  | 'client'
  | 'billing';

/** An order path of the api: `/orders/{id}` or `/orders/{id}/{part}`. */
export function orderPath(id: string, part?: OrderPart): string {
  const base = `/orders/${encodeURIComponent(id)}`;
  return part ? `${base}/${part}` : base;
}

/** A missing or foreign order answers 404 (a malformed id 400): the page says so, nothing to log. */
export const notFoundIsAnAnswer = { meta: { expectedStatuses: [400, 404] } } as const;
