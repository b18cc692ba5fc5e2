import type { SessionTokens } from '@platform/api/contracts';
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { authStore, getRuntimeConfig, setSessionRenewal } from '@platform/shared/core';
import { SESSION } from '@platform/shared/constants';
import { isLegacyTokenKey, rememberSessionKind, sessionKind } from './session-hint';
import { destinationAfterLogin } from './store-check';

/**
 * The session of the whole app (spec 1 §4.1). Only the shell talks to the identity provider and
 * to the api's session routes; remotes read the result from the shared auth store. No token is
 * ever written to localStorage or sessionStorage, where any script of the page could read it:
 * - a sign-in with the login modal (or the registration's code) is a **cookie session**: the api
 *   keeps its refresh token in an HttpOnly cookie and answers the access and ID tokens, which live
 *   in memory; a reload, a new tab and every renewal ask `POST /api/session/refresh`;
 * - a sign-in on the provider's own page is a **provider session**: oidc-client-ts keeps its
 *   tokens in memory, and a reload signs in silently with the provider's own session cookie.
 */
let manager: UserManager | null = null;

/** Other tabs of this browser hear a logout here and leave their session too. */
const CHANNEL_NAME = 'platform-session';

/** Forgets what earlier versions kept in localStorage: their tokens and their redirect state. */
function forgetStoredTokens() {
  for (const key of Object.keys(window.localStorage)) {
    if (isLegacyTokenKey(key) || key.startsWith('oidc.')) window.localStorage.removeItem(key);
  }
}

export function sessionManager(): UserManager {
  if (!manager) {
    const { oidcIssuer, oidcClientId } = getRuntimeConfig();
    const origin = window.location.origin;
    manager = new UserManager({
      authority: oidcIssuer,
      client_id: oidcClientId,
      redirect_uri: `${origin}/auth/callback`,
      silent_redirect_uri: `${origin}/silent-check-sso.html`,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: 'openid profile email offline_access',
      // Tokens in memory only; the redirect's state and PKCE verifier (no token) last the tab.
      userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
      stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
      // The stored login-callback state lasts one hour (spec 1 §4.1).
      staleStateAgeInSeconds: SESSION.callbackStateTtlSeconds,
      automaticSilentRenew: false,
      loadUserInfo: false,
      silentRequestTimeoutInSeconds: 8,
    });
  }
  return manager;
}

/** A provider session's tokens (oidc-client-ts' user) into the shared store. */
function publish(user: User | null) {
  if (!user || user.expired) {
    authStore.getState().clearSession();
    return;
  }
  ensureSessionWatch();
  authStore.getState().setSession({
    accessToken: user.access_token,
    idToken: user.id_token ?? null,
    expiresAt: user.expires_at ?? null,
  });
}

/** What a page gets of a cookie session: never its refresh token. */
type PageTokens = Pick<SessionTokens, 'access_token' | 'expires_in'> & { id_token?: string | null };

/** A cookie session's tokens (the api's answer) into the shared store. */
function publishTokens(tokens: PageTokens) {
  ensureSessionWatch();
  authStore.getState().setSession({
    accessToken: tokens.access_token,
    idToken: tokens.id_token ?? null,
    expiresAt: Math.floor(Date.now() / 1000) + Number(tokens.expires_in ?? 0),
  });
}

export class InvalidCredentialsError extends Error {
  constructor() {
    super('Credenciales inválidas');
    this.name = 'InvalidCredentialsError';
  }
}

/** The api refuses sign-ins for a while after too many failed ones (HTTP 429). */
export class TooManyAttemptsError extends Error {
  /** From its Retry-After header; null when it gave none. */
  readonly retryAfterSeconds: number | null;

  constructor(retryAfterSeconds: number | null) {
    super('Demasiados intentos fallidos');
    this.name = 'TooManyAttemptsError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class PreviewModeError extends Error {
  constructor() {
    super('El inicio de sesión no está disponible en el modo de vista previa');
    this.name = 'PreviewModeError';
  }
}

/** The session route refused to renew (no cookie, or one the provider no longer honours). */
class SessionEndedError extends Error {
  constructor(status: number) {
    super(`La sesión no se pudo renovar (${status})`);
    this.name = 'SessionEndedError';
  }
}

/** Inside an embedded preview frame (a site builder's preview), signing in is refused. */
export function isInsidePreviewFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * The api's session routes: always with the browser's cookies (the session cookie is HttpOnly,
 * only the browser sends it) and a JSON body, which a form of another site cannot post. A renewal
 * outlives the page (`keepalive`): when the merchant leaves or reloads while it is under way, the
 * browser still takes the rotated cookie from its answer. Without that, the next page would
 * present the spent one, and the api would end the whole login as for a stolen token.
 */
function sessionRequest(
  method: 'POST' | 'DELETE',
  path: '' | '/refresh',
  body?: unknown,
): Promise<Response> {
  return fetch(`${getRuntimeConfig().apiBaseUrl}/session${path}`, {
    method,
    credentials: 'include',
    keepalive: path === '/refresh',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** New tokens from the session cookie (the api rotates its refresh token). */
async function refreshCookieSession(): Promise<void> {
  const response = await sessionRequest('POST', '/refresh', {});
  if (!response.ok) throw new SessionEndedError(response.status);
  publishTokens((await response.json()) as SessionTokens);
}

/**
 * Runs `task` while holding the refresh lock of this browser: two tabs never present the same
 * session cookie at once (the api would see a spent refresh token and end the whole login).
 */
async function withRefreshLock(task: () => Promise<void>): Promise<void> {
  if (navigator.locks) await navigator.locks.request('platform-token-refresh', task);
  else await task();
}

/**
 * Makes tokens obtained outside the login modal (the registration's code verification, whose
 * answer also set the session cookie) the session.
 */
export async function adoptTokens(tokens: PageTokens): Promise<void> {
  await sessionManager().removeUser();
  rememberSessionKind('cookie');
  publishTokens(tokens);
}

/** The login modal's sign-in: `POST /api/session` (the api runs the password grant). */
export async function signInWithPassword(username: string, password: string): Promise<void> {
  if (isInsidePreviewFrame()) throw new PreviewModeError();
  const response = await sessionRequest('POST', '', { username, password });
  const body = (await response.json().catch(() => ({}))) as Partial<SessionTokens> & {
    message?: string;
    retryAfterSeconds?: number;
  };
  if (response.status === 429) {
    const seconds = Number(response.headers.get('Retry-After') ?? body.retryAfterSeconds);
    throw new TooManyAttemptsError(Number.isFinite(seconds) && seconds > 0 ? seconds : null);
  }
  if (response.status === 400 || response.status === 401) throw new InvalidCredentialsError();
  if (!response.ok || !body.access_token)
    throw new Error(body.message ?? 'Error al iniciar sesión');
  await adoptTokens(body as SessionTokens);
}

/** Authorization-code + PKCE sign-in through the identity provider's own login page. */
export async function signInWithRedirect(returnTo: string | null): Promise<void> {
  if (isInsidePreviewFrame()) throw new PreviewModeError();
  await sessionManager().signinRedirect({ state: { returnTo } });
}

let refreshInFlight: Promise<void> | null = null;

/**
 * Renews the tokens: a cookie session through the api, a provider session through oidc-client-ts
 * (its refresh token, kept in memory). Exactly one refresh at a time in this tab (a shared
 * promise) and across tabs (a Web Lock). A refresh that fails leaves the session.
 */
export function refreshSession(): Promise<void> {
  refreshInFlight ??= (async () => {
    try {
      await withRefreshLock(async () => {
        if (sessionKind() === 'provider') publish(await sessionManager().signinSilent());
        else await refreshCookieSession();
      });
    } catch (error) {
      console.error('[session] no se pudo renovar la sesión', error);
      await signOut({ endProviderSession: false });
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/**
 * Startup (spec 1 §4.1): finish a redirect sign-in; else, when this browser had a session, get
 * new tokens for it: silently from the provider for a provider session, from the session cookie
 * otherwise. When that fails, the visitor is anonymous.
 */
export async function restoreSession(): Promise<void> {
  const userManager = sessionManager();
  if (window.location.pathname === '/auth/callback') {
    const user = await userManager.signinRedirectCallback();
    rememberSessionKind('provider');
    publish(user);
    const returnTo = (user.state as { returnTo?: string | null } | undefined)?.returnTo ?? null;
    window.history.replaceState(null, '', await destinationAfterLogin(returnTo));
    return;
  }
  const kind = sessionKind();
  forgetStoredTokens();
  let ended = true;
  try {
    if (kind === 'provider') {
      const user = await userManager.signinSilent();
      if (!user || user.expired) throw new Error('sin sesión en el proveedor');
      publish(user);
      return;
    }
    await withRefreshLock(refreshCookieSession);
    rememberSessionKind('cookie');
    return;
  } catch (error) {
    // The api said the session is over, or the provider has none. Unreachable, the api may
    // still honour the cookie later: the hint stays for the next start.
    ended = kind === 'provider' || error instanceof SessionEndedError;
  }
  if (ended) rememberSessionKind(null);
  await userManager.removeUser();
  authStore.getState().clearSession();
}

let stopWatch: (() => void) | null = null;

/** Starts the session watch once, when a session first exists (visitors never load this module). */
function ensureSessionWatch() {
  stopWatch ??= startSessionWatch();
  setSessionRenewal(refreshSession);
}

let channel: BroadcastChannel | null = null;

/**
 * Checks the token every 60 s and refreshes it when less than 70 s of validity remain; leaves the
 * session when another tab of this browser logs out.
 */
function startSessionWatch(): () => void {
  const timer = setInterval(() => {
    const { status, expiresAt } = authStore.getState();
    if (status !== 'authenticated' || !expiresAt) return;
    const remaining = expiresAt - Math.floor(Date.now() / 1000);
    if (remaining <= SESSION.refreshMarginSeconds) void refreshSession();
  }, SESSION.refreshCheckIntervalSeconds * 1000);

  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'signed-out') void leaveSession();
    };
  }
  return () => {
    clearInterval(timer);
    channel?.close();
    channel = null;
  };
}

/** This tab forgets its session: the tokens in memory, the shared store, the watch. */
async function leaveSession() {
  await sessionManager().removeUser();
  authStore.getState().clearSession();
  stopWatch?.();
  stopWatch = null;
}

/**
 * Logout: the api revokes the session cookie's refresh token and removes the cookie; a session
 * opened on the provider's login page has its refresh token revoked and is ended there too (the
 * browser comes back to `/`). The other tabs are told. After a failed refresh
 * (`endProviderSession: false`) only this tab leaves its session.
 */
export async function signOut({ endProviderSession = true } = {}): Promise<void> {
  const userManager = sessionManager();
  const user = await userManager.getUser().catch(() => null);
  const hadProviderSession = sessionKind() === 'provider';
  if (endProviderSession) {
    await Promise.all([
      sessionRequest('DELETE', '').catch(() => undefined),
      hadProviderSession
        ? userManager.revokeTokens(['refresh_token']).catch(() => undefined)
        : undefined,
    ]);
    channel?.postMessage({ type: 'signed-out' });
  }
  rememberSessionKind(null);
  await leaveSession();
  if (endProviderSession && hadProviderSession && user?.id_token) {
    await userManager.signoutRedirect({ id_token_hint: user.id_token });
  }
}
