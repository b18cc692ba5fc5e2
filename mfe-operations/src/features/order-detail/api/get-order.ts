import type { OrderDetail } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { notFoundIsAnAnswer, orderDetailKeys, orderPath } from './keys';

/** `GET /orders/{id}` → the order's header: number, status, shipping need, payment lock. */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return apiClient.get<OrderDetail>(orderPath(id), { signal });
}

/** The order, for `useQuery(orderQuery(id))`; a 404 is the page's 'not found'. */
export const orderQuery = (id: string) =>
  queryOptions({
    ...notFoundIsAnAnswer,
    queryKey: orderDetailKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });
