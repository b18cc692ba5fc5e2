import type { OrderItems } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { notFoundIsAnAnswer, orderDetailKeys, orderPath } from './keys';

/** `GET /orders/{id}/items` → the items with subtotal, shipping cost and total. */
export function getOrderItems(id: string, signal?: AbortSignal): Promise<OrderItems> {
  return apiClient.get<OrderItems>(orderPath(id, 'items'), { signal });
}

export const orderItemsQuery = (id: string) =>
  queryOptions({
    ...notFoundIsAnAnswer,
    queryKey: orderDetailKeys.part(id, 'items'),
    queryFn: ({ signal }) => getOrderItems(id, signal),
  });
