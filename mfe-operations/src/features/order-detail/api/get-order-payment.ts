import type { OrderPaymentAnswer } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { notFoundIsAnAnswer, orderDetailKeys, orderPath } from './keys';

/** `GET /orders/{id}/payment` → `{ payment }`, the latest payment or null before any. */
export function getOrderPayment(id: string, signal?: AbortSignal): Promise<OrderPaymentAnswer> {
  return apiClient.get<OrderPaymentAnswer>(orderPath(id, 'payment'), { signal });
}

export const orderPaymentQuery = (id: string) =>
  queryOptions({
    ...notFoundIsAnAnswer,
    queryKey: orderDetailKeys.part(id, 'payment'),
    queryFn: ({ signal }) => getOrderPayment(id, signal),
  });
