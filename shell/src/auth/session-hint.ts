/**
 * Which kind of session this browser may have, kept in localStorage so that start-up knows
 * whether to restore one (a visitor without one never loads the OIDC client). A hint, never a
 * token: the tokens live in memory, the cookie session's refresh token in an HttpOnly cookie.
 */
export const SESSION_KIND_KEY = 'platform.session';

/** `cookie`: signed in through the api (login modal, registration); `provider`: on its page. */
export type SessionKind = 'cookie' | 'provider';

export function sessionKind(): SessionKind | null {
  try {
    const value = window.localStorage.getItem(SESSION_KIND_KEY);
    return value === 'cookie' || value === 'provider' ? value : null;
  } catch {
    return null;
  }
}

export function rememberSessionKind(kind: SessionKind | null): void {
  if (kind) window.localStorage.setItem(SESSION_KIND_KEY, kind);
  else window.localStorage.removeItem(SESSION_KIND_KEY);
}

/** Keys earlier versions kept their tokens under (removed at start-up). */
export function isLegacyTokenKey(key: string): boolean {
  return key.startsWith('oidc.user:') || key === 'platform.providerSession';
}
