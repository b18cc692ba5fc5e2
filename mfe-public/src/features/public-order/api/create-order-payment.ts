import type { OrderPayment } from '@platform/api/contracts';
import { apiClient } from '@platform/shared';

export type { OrderPayment as PaymentCreation };

/**
 * `POST /public/orders/{id}/payments` (public) with body {orderId, returnUrl}: starts a card
 * payment. Answers the provider's URL and the token the browser posts to it.
 */
export function createOrderPayment(id: string, returnUrl: string): Promise<OrderPayment> {
  return apiClient.post<OrderPayment>(`/public/orders/${encodeURIComponent(id)}/payments`, {
    orderId: id,
    returnUrl,
  });
}
