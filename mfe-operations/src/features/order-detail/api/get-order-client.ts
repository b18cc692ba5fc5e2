import type { OrderClient } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { notFoundIsAnAnswer, orderDetailKeys, orderPath } from './keys';

/** `GET /orders/{id}/client` → `{ client }`: who placed the order. */
export function getOrderClient(id: string, signal?: AbortSignal): Promise<OrderClient> {
  return apiClient.get<OrderClient>(orderPath(id, 'client'), { signal });
}

export const orderClientQuery = (id: string) =>
  queryOptions({
    ...notFoundIsAnAnswer,
    queryKey: orderDetailKeys.part(id, 'client'),
    queryFn: ({ signal }) => getOrderClient(id, signal),
  });
