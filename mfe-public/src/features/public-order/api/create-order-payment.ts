import type { OrderPayment } from '@platform/api/contracts';
import { apiClient, useMutation } from '@platform/shared';

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

/**
 * Starts the payment of an order. The order itself does not change until the provider answers
 * (and the browser has left for it by then), so no cached order is touched.
 */
export function useCreateOrderPayment() {
  return useMutation({
    mutationKey: ['create-order-payment'],
    mutationFn: ({ id, returnUrl }: { id: string; returnUrl: string }) =>
      createOrderPayment(id, returnUrl),
  });
}
