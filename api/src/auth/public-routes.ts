/**
 * The `/api` routes that answer without a bearer token. Everything else under `/api` requires a
 * valid access token; the route-coverage test checks both sides of this list.
 */
export const PUBLIC_ROUTES: ReadonlyArray<{ method: string; url: string }> = [
  // The api's own description (http/openapi.ts).
  { method: 'GET', url: '/api/openapi.json' },
  { method: 'GET', url: '/api/pricing-plans' },
  // The pricing page's plans, under the name it reads them by (spec 2 §7).
  { method: 'GET', url: '/api/store-subscriptions' },
  { method: 'GET', url: '/api/system/status' },
  // Support, legal and catalogue pages of mfe-public (contact details, /tiendas, /partners).
  { method: 'GET', url: '/api/public/platform-settings' },
  { method: 'GET', url: '/api/public/stores' },
  // Password recovery: the e-mailed link, then its token and the new password.
  { method: 'POST', url: '/api/auth/reset-password' },
  { method: 'POST', url: '/api/auth/reset-password/confirm' },
  // The web app's session: its refresh token is a cookie, not a bearer token (session/).
  { method: 'POST', url: '/api/session' },
  { method: 'POST', url: '/api/session/refresh' },
  { method: 'DELETE', url: '/api/session' },
  // Registration, the landing page's demo form and the public order payment (mfe-public).
  { method: 'POST', url: '/api/auth/public-platform-register' },
  { method: 'POST', url: '/api/auth/send-verification-code' },
  { method: 'POST', url: '/api/auth/client/verify-code' },
  { method: 'POST', url: '/api/leads' },
  { method: 'POST', url: '/api/forms/demo-request' },
  { method: 'GET', url: '/api/public/orders/:publicId' },
  { method: 'POST', url: '/api/public/orders/:publicId/payments' },
  { method: 'GET', url: '/api/public/payments/webpay-return' },
  { method: 'POST', url: '/api/public/payments/webpay-return' },
  // The card provider's way back after a one-click card enrolment (commerce/routes/add-card.ts).
  { method: 'GET', url: '/api/public/payment-methods/oneclick/return' },
  { method: 'POST', url: '/api/public/payment-methods/oneclick/return' },
  // A product's card on the merchant's own website ("Incrustar Producto", catalogue/embed.ts).
  { method: 'GET', url: '/api/public/embed/product.js' },
  { method: 'GET', url: '/api/public/embed/stores/:subdomain/products/:productId' },
  // The checkout's shipping price for a commune (commerce/routes/quote-shipping.ts).
  { method: 'GET', url: '/api/public/stores/:subdomain/shipping-quote' },
];

export function isPublicRoute(method: string, url: string | undefined): boolean {
  return PUBLIC_ROUTES.some((route) => route.method === method && route.url === url);
}
