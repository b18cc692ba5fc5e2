import { backToListPath, backToListState, type BackToListState } from '../../back-to-list';
import { ORDERS_PATH } from '../../urls';

/** The router state a link from the orders list gives an order (see back-to-list.ts). */
export type OrderDetailLinkState = BackToListState;

export const orderDetailLinkState = (listSearch: string): OrderDetailLinkState =>
  backToListState(ORDERS_PATH, listSearch);

/** Where 'Volver a órdenes' leads: the list as it was left, else '/orders'. */
export const ordersListPath = (state: unknown): string => backToListPath(state, ORDERS_PATH);
