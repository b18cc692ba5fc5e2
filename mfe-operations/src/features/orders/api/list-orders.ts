import type { OrderList, OrderListQuery } from '@platform/api/contracts';
import { apiClient, keepPreviousData, queryOptions } from '@platform/shared';
import { orderKeys } from './keys';

/** `GET /orders` → one page of the store's orders, filtered and sorted by the api. */
export function listOrders(query: OrderListQuery, signal?: AbortSignal): Promise<OrderList> {
  return apiClient.get<OrderList>('/orders', { params: query, signal });
}

/**
 * One page of the list, for `useQuery(orderListQuery(query))`. While the next page or filter
 * loads, the previous answer stays on screen, so the table does not jump.
 */
export const orderListQuery = (query: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => listOrders(query, signal),
    placeholderData: keepPreviousData,
  });
