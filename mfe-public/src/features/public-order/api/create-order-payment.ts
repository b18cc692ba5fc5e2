import { apiClient } from '@platform/shared';

export interface PaymentCreation {
  url_webpay: string;
  token: string;
}

/**
 * `POST /public/orders/{id}/payments` (public) with body {orderId, returnUrl}: starts a card
 * payment. Answers the provider's URL and the token the browser posts to it.
 */
export function createOrderPayment(id: string, returnUrl: string): Promise<PaymentCreation> {
  return apiClient.post<PaymentCreation>(`/public/orders/${encodeURIComponent(id)}/payments`, {
    orderId: id,
    returnUrl,
  });
}
