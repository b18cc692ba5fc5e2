import type { OrderActivities } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { notFoundIsAnAnswer, orderDetailKeys, orderPath } from './keys';

/** `GET /orders/{id}/activity` → the activity, oldest first (spec 3 §7). */
export function listOrderActivity(id: string, signal?: AbortSignal): Promise<OrderActivities> {
  return apiClient.get<OrderActivities>(orderPath(id, 'activity'), { signal });
}

export const orderActivityQuery = (id: string) =>
  queryOptions({
    ...notFoundIsAnAnswer,
    queryKey: orderDetailKeys.part(id, 'activity'),
    queryFn: ({ signal }) => listOrderActivity(id, signal),
  });
