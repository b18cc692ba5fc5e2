/**
 * The way back to the orders list. The list links to an order with
 * `state: orderDetailLinkState(location.search)`, so 'Volver a órdenes' returns to the same
 * filters, sort and page; coming from anywhere else (the dashboard, a client, a typed URL) it
 * returns to the list's defaults.
 */
export interface OrderDetailLinkState {
  /** The list's path with its query: '/orders?status=pending&page=2'. */
  from: string;
}

/** The router state a link from the orders list gives the detail. */
export function orderDetailLinkState(listSearch: string): OrderDetailLinkState {
  const search = listSearch && !listSearch.startsWith('?') ? `?${listSearch}` : listSearch;
  return { from: `/orders${search}` };
}

/** Where 'Volver a órdenes' leads: the list as it was left, else '/orders'. */
export function ordersListPath(state: unknown): string {
  const from = (state as Partial<OrderDetailLinkState> | null)?.from;
  // Only the list itself: a state naming any other path is ignored.
  return typeof from === 'string' && /^\/orders(\?|$)/.test(from) ? from : '/orders';
}
