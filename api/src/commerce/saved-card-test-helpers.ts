import assert from 'node:assert/strict';

import type { TestApp } from '../testing/test-app.ts';

/** The sandbox's test cards (payments/sandbox-provider.ts), as a card holder types them. */
export const TEST_CARDS = {
  /** Visa credit: enrolled, and its charges are approved. */
  approving: '4051885600446623',
  /** Mastercard credit: the issuer refuses its inscription. */
  refused: '5186059559590568',
  /** Prepaid with $100.000 of balance: enrolled, a larger charge is declined. */
  prepaid: '4051886000056590',
} as const;

/** The hidden fields and the action of a sandbox page's auto-submitting form. */
export function returnForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form id="return" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    if (name) fields[name] = value ?? '';
  }
  return { action: action.replace(/&amp;/g, '&'), fields };
}

/**
 * A card enrolment as the browser makes it: the account screen starts it, posts TBK_TOKEN to the
 * provider's page, picks a test card there (or cancels), and is posted back to the platform.
 * Returns where the platform then sends the browser, and the pages on the way.
 */
export async function enrolThroughSandbox(
  testApp: TestApp,
  headers: Record<string, string>,
  choice: { card: string } | 'cancel',
) {
  const form = (url: string, fields: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  const started = await testApp.sendJson(
    'POST',
    '/api/payment-methods/oneclick/add-card',
    {},
    headers,
  );
  assert.equal(started.statusCode, 200, started.body);
  const { url_webpay: urlWebpay, token } = started.json() as { url_webpay: string; token: string };
  assert.equal(urlWebpay, 'http://localhost:4000/sandbox/oneclick/inscription');

  const page = await form(new URL(urlWebpay).pathname, { TBK_TOKEN: token });
  assert.equal(page.statusCode, 200, page.body);

  const finished = await form(
    '/sandbox/oneclick/inscription/finish',
    choice === 'cancel'
      ? { TBK_TOKEN: token, action: 'abort' }
      : { TBK_TOKEN: token, cardNumber: choice.card, action: 'enrol' },
  );
  assert.equal(finished.statusCode, 200, finished.body);
  const back = returnForm(finished.body);
  assert.equal(back.action, 'http://localhost:4000/api/public/payment-methods/oneclick/return');

  const returned = await form(new URL(back.action).pathname, back.fields);
  assert.equal(returned.statusCode, 303, returned.body);
  return { location: String(returned.headers.location), token, page: page.body, back };
}
