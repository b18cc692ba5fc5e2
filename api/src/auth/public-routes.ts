/**
 * The `/api` routes that answer without a bearer token. Everything else under `/api` requires a
 * valid access token; the route-coverage test checks both sides of this list.
 */
export const PUBLIC_ROUTES: ReadonlyArray<{ method: string; url: string }> = [
  { method: 'GET', url: '/api/pricing-plans' },
  { method: 'GET', url: '/api/system/status' },
  { method: 'POST', url: '/api/auth/reset-password' },
  { method: 'POST', url: '/api/auth/change-password' },
];

export function isPublicRoute(method: string, url: string | undefined): boolean {
  return PUBLIC_ROUTES.some((route) => route.method === method && route.url === url);
}
