import type { OrderShipping } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { notFoundIsAnAnswer, orderDetailKeys, orderPath } from './keys';

/** `GET /orders/{id}/shipping` → `{ address, shipping }` (each null when there is none). */
export function getOrderShipping(id: string, signal?: AbortSignal): Promise<OrderShipping> {
  return apiClient.get<OrderShipping>(orderPath(id, 'shipping'), { signal });
}

export const orderShippingQuery = (id: string) =>
  queryOptions({
    ...notFoundIsAnAnswer,
    queryKey: orderDetailKeys.part(id, 'shipping'),
    queryFn: ({ signal }) => getOrderShipping(id, signal),
  });
