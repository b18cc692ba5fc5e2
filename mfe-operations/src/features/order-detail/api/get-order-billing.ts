import type { OrderBilling } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { notFoundIsAnAnswer, orderDetailKeys, orderPath } from './keys';

/** `GET /orders/{id}/billing` → `{ billingAddress }` (null when the order has none). */
export function getOrderBilling(id: string, signal?: AbortSignal): Promise<OrderBilling> {
  return apiClient.get<OrderBilling>(orderPath(id, 'billing'), { signal });
}

export const orderBillingQuery = (id: string) =>
  queryOptions({
    ...notFoundIsAnAnswer,
    queryKey: orderDetailKeys.part(id, 'billing'),
    queryFn: ({ signal }) => getOrderBilling(id, signal),
  });
