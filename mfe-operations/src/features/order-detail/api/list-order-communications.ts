import type { OrderCommunications } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { notFoundIsAnAnswer, orderDetailKeys, orderPath } from './keys';

/** `GET /orders/{id}/communications` → what was sent about the order, oldest first. */
export function listOrderCommunications(
  id: string,
  signal?: AbortSignal,
): Promise<OrderCommunications> {
  return apiClient.get<OrderCommunications>(orderPath(id, 'communications'), { signal });
}

export const orderCommunicationsQuery = (id: string) =>
  queryOptions({
    ...notFoundIsAnAnswer,
    queryKey: orderDetailKeys.part(id, 'communications'),
    queryFn: ({ signal }) => listOrderCommunications(id, signal),
  });
