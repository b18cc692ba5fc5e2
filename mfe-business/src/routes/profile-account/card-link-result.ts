/**
 * The card-link outcome the card provider's return carries to the account screen (spec 2 §7,
 * spec 3 "My Account"): `addCardStatus` or `card_link_status` (success or error), and with an
 * error, optionally `error_message`. The banner shows it for a while, then the params leave the URL.
 */
export const CARD_LINK_PARAMS = ['addCardStatus', 'card_link_status', 'error_message'] as const;

/** How long the banner stays (spec 3 §9: card link banners vanish after 5 seconds). */
export const CARD_LINK_BANNER_MS = 5000;

/** The longest provider detail shown under the error: it comes from the URL, anyone can write it. */
const DETAIL_MAX_LENGTH = 200;

export type CardLinkResult = { status: 'success' } | { status: 'error'; detail: string | null };

/** The outcome in `params`, or null when there is none (or it is not one the spec knows). */
export function readCardLinkResult(params: URLSearchParams): CardLinkResult | null {
  const status = [params.get('card_link_status'), params.get('addCardStatus')].find(
    (value) => value === 'success' || value === 'error',
  );
  if (status === 'success') return { status };
  if (status === 'error') {
    const detail = params.get('error_message')?.trim().slice(0, DETAIL_MAX_LENGTH) || null;
    return { status, detail };
  }
  return null;
}

/** `params` without the card-link ones (the rest of the query string is kept). */
export function withoutCardLinkParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of CARD_LINK_PARAMS) next.delete(name);
  return next;
}
