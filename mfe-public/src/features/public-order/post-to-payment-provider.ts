import { postHiddenForm } from '@platform/shared';

/**
 * Sends the browser to the payment provider the way a redirect card flow requires: a hidden
 * form, POSTed, carrying the token as `token_ws` (spec 3 §7). The page is left behind.
 */
export function postToPaymentProvider(url: string, token: string): void {
  postHiddenForm(url, { token_ws: token });
}
