import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

import { HttpError } from '../http/errors.ts';

/**
 * The browser session of the web app: its refresh token lives in this cookie, which no script of
 * the page can read (HttpOnly), which only the session routes receive (its Path) and which a
 * browser sends only on requests from the platform's own site (SameSite=Strict). The api never
 * answers the refresh token in a body.
 */
export const SESSION_COOKIE = 'platform_session';
export const SESSION_COOKIE_PATH = '/api/session';

/** Paths whose answers set or read the cookie: CORS allows credentials on these only (app.ts). */
export const CREDENTIALED_PATHS: ReadonlySet<string> = new Set([
  '/api/session',
  '/api/session/refresh',
  '/api/auth/client/verify-code',
]);

export const ORIGIN_REFUSED = 'Solicitud rechazada: no proviene de un sitio autorizado';

export interface SessionCookieOptions {
  /** Sent only over https: true when the api's public URL is https. */
  secure: boolean;
  /**
   * The page cookie's Domain (PAGE_COOKIE_DOMAIN), when the front end is on another host than
   * the api (`example.cl` for app.example.cl and api.example.cl); none: the api's host only,
   * which is also the front end's when both are served from one host name, as in development.
   */
  pageDomain?: string | null;
}

/**
 * The merchant's current access token for the pages that the front end's hosting renders with
 * the merchant's data (docs/prerendering.md: today `/dashboard`): HttpOnly, so no script of the
 * page reads it; SameSite=Strict, so a link from another site never brings it; sent only to those
 * pages (its Path), never to the api, which reads only the Authorization header. It lasts as long
 * as the token, is renewed with it, and goes with the session.
 */
export const PAGE_SESSION_COOKIE = 'platform_page_session';
export const PAGE_SESSION_COOKIE_PATH = '/dashboard';

/** A cookie's `Set-Cookie` value: `value` for `maxAgeSeconds` more, or removed when null. */
function setCookie(
  name: string,
  value: string | null,
  maxAgeSeconds: number,
  attributes: { path: string; domain?: string | null; secure: boolean },
): string {
  const life =
    value === null
      ? 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
      : `Max-Age=${Math.max(1, Math.floor(maxAgeSeconds))}`;
  const domain = attributes.domain ? `; Domain=${attributes.domain}` : '';
  return `${name}=${value ?? ''}; ${life}; Path=${attributes.path}${domain}; HttpOnly; SameSite=Strict${attributes.secure ? '; Secure' : ''}`;
}

/** `Set-Cookie` for a refresh token valid `maxAgeSeconds` more. */
export function sessionCookie(
  refreshToken: string,
  maxAgeSeconds: number,
  { secure }: SessionCookieOptions,
): string {
  return setCookie(SESSION_COOKIE, refreshToken, maxAgeSeconds, {
    path: SESSION_COOKIE_PATH,
    secure,
  });
}

/** `Set-Cookie` that removes the cookie. */
export function clearedSessionCookie({ secure }: SessionCookieOptions): string {
  return setCookie(SESSION_COOKIE, null, 0, { path: SESSION_COOKIE_PATH, secure });
}

/** `Set-Cookie` of the page cookie for an access token valid `maxAgeSeconds` more. */
export function pageSessionCookie(
  accessToken: string,
  maxAgeSeconds: number,
  { secure, pageDomain }: SessionCookieOptions,
): string {
  return setCookie(PAGE_SESSION_COOKIE, accessToken, maxAgeSeconds, {
    path: PAGE_SESSION_COOKIE_PATH,
    domain: pageDomain,
    secure,
  });
}

/** `Set-Cookie` that removes the page cookie. */
export function clearedPageSessionCookie({ secure, pageDomain }: SessionCookieOptions): string {
  return setCookie(PAGE_SESSION_COOKIE, null, 0, {
    path: PAGE_SESSION_COOKIE_PATH,
    domain: pageDomain,
    secure,
  });
}

/** The refresh token the request's cookie carries, if any. */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === SESSION_COOKIE) {
      const value = pair.slice(index + 1).trim();
      return value || undefined;
    }
  }
  return undefined;
}

/** Sets the session cookie and the page cookie (`Set-Cookie` twice). */
export function setSessionCookies(
  reply: FastifyReply,
  cookies: { session: string; page: string },
): void {
  reply.header('set-cookie', [cookies.session, cookies.page]);
}

/**
 * A route hook refusing (403) any request whose `Origin` is not one of the web origins: browsers
 * send it on every cross-origin request and every POST/DELETE, so a page of another site (a form,
 * a script) cannot drive the session, whatever the browser's cookie rules.
 */
export function requireWebOrigin(webOrigins: readonly string[]): onRequestAsyncHookHandler {
  const allowed = new Set(webOrigins);
  return async (request) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) throw new HttpError(403, ORIGIN_REFUSED);
  };
}
