import type { AddCardStart } from '@platform/api/contracts';
import { apiClient, useMutation } from '@platform/shared';

/** The provider's answer lacked `url_webpay` or `token`: there is nowhere to send the browser. */
export class InvalidAddCardAnswer extends Error {
  constructor() {
    super('add-card: the answer has no url_webpay or token');
    this.name = 'InvalidAddCardAnswer';
  }
}

/**
 * `POST /payment-methods/oneclick/add-card` → where to send the browser (`url_webpay`) and the
 * enrolment's `token` (spec 2 §7). An answer without both is refused here.
 */
export async function startAddCard(): Promise<AddCardStart> {
  const answer = await apiClient.post<Partial<AddCardStart> | null>(
    '/payment-methods/oneclick/add-card',
    {},
  );
  const url = typeof answer?.url_webpay === 'string' ? answer.url_webpay.trim() : '';
  const token = typeof answer?.token === 'string' ? answer.token.trim() : '';
  if (!url || !token) throw new InvalidAddCardAnswer();
  return { url_webpay: url, token };
}

/** Starts the enrolment; the caller sends the browser on with the answer. */
export function useStartAddCard() {
  return useMutation({ mutationKey: ['start-add-card'], mutationFn: startAddCard });
}
