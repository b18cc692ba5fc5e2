import { postHiddenForm } from '@platform/shared';

/**
 * Sends the browser to the card provider's enrolment page the way its redirect flow requires: a
 * hidden form, POSTed to `url_webpay`, carrying the token as `TBK_TOKEN` (spec 2 §7). The page is
 * left behind; the provider sends the merchant back to the account screen with the outcome.
 */
export function postToCardProvider({ url_webpay, token }: { url_webpay: string; token: string }) {
  postHiddenForm(url_webpay, { TBK_TOKEN: token });
}
