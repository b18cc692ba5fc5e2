import { OPERATIONS_PAGING } from '@platform/shared/constants';

/**
 * The client detail's URL state: the open tab (`?tab=subscriptions`), so a link or a reload shows
 * the same tab. Órdenes, the default, is left out of the URL; an unknown value reads as it.
 */
export const CLIENT_TABS = [
  'orders',
  'subscriptions',
  'addresses',
  'communications',
  'history',
] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];
export const DEFAULT_CLIENT_TAB: ClientTab = 'orders';

/** Page sizes of the orders, communications and history tabs (spec 3 §9). */
export const TAB_PAGE_SIZES = OPERATIONS_PAGING.clientTabPageSizes;
export const TAB_DEFAULT_PAGE_SIZE = OPERATIONS_PAGING.clientTabDefaultPageSize;

export function readClientTab(params: URLSearchParams): ClientTab {
  const tab = params.get('tab');
  return (CLIENT_TABS as readonly string[]).includes(tab ?? '')
    ? (tab as ClientTab)
    : DEFAULT_CLIENT_TAB;
}

/** The query string with `tab` set; other parameters are kept. */
export function clientTabParams(tab: ClientTab, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  if (tab === DEFAULT_CLIENT_TAB) params.delete('tab');
  else params.set('tab', tab);
  return params;
}
