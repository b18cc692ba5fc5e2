import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { authStore, getRuntimeConfig } from '@platform/shared/core';
import { SESSION } from '@platform/shared/constants';
import { destinationAfterLogin } from './store-check';

/**
 * The OIDC session of the whole app (spec 1 §4.1). Only the shell talks to the identity
 * provider; remotes read the result from the shared auth store.
 */
let manager: UserManager | null = null;

/** Set when the session came from the provider's own login page, so logout also ends it there. */
const PROVIDER_SESSION_KEY = 'platform.providerSession';

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
      userStore: new WebStorageStateStore({ store: window.localStorage }),
      stateStore: new WebStorageStateStore({ store: window.localStorage }),
      // The stored login-callback state lasts one hour (spec 1 §4.1).
      staleStateAgeInSeconds: SESSION.callbackStateTtlSeconds,
      automaticSilentRenew: false,
      loadUserInfo: false,
      silentRequestTimeoutInSeconds: 8,
    });
  }
  return manager;
}

function publish(user: User | null) {
  if (!user || user.expired) {
    authStore.getState().clearSession();
    return;
  }
  ensureSessionWatch();
  authStore.getState().setSession({
    accessToken: user.access_token,
    refreshToken: user.refresh_token ?? null,
    idToken: user.id_token ?? null,
    expiresAt: user.expires_at ?? null,
  });
}

export class InvalidCredentialsError extends Error {
  constructor() {
    super('Credenciales inválidas');
    this.name = 'InvalidCredentialsError';
  }
}

/** The provider refuses sign-ins for a while after too many failed ones (HTTP 429). */
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

/** Inside an embedded preview frame (a site builder's preview), signing in is refused. */
export function isInsidePreviewFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

function decodeIdToken(idToken: string | undefined): User['profile'] {
  const payload = idToken?.split('.')[1];
  if (!payload) return { sub: '', iss: '', aud: '', exp: 0, iat: 0 };
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(decodeURIComponent(escape(json))) as User['profile'];
}

export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type?: string;
  scope?: string;
  expires_in: number;
}

/**
 * Keeps tokens obtained outside the redirect flow (the password grant, the code verification
 * after registration) as the session, in the same store the redirect flow uses.
 */
export async function adoptTokens(tokens: TokenResponse): Promise<void> {
  const user = new User({
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    id_token: tokens.id_token,
    token_type: tokens.token_type ?? 'Bearer',
    scope: tokens.scope ?? '',
    expires_at: Math.floor(Date.now() / 1000) + Number(tokens.expires_in ?? 0),
    profile: decodeIdToken(tokens.id_token),
  });
  window.localStorage.removeItem(PROVIDER_SESSION_KEY);
  await sessionManager().storeUser(user);
  publish(user);
}

/** Password grant used by the login modal. */
export async function signInWithPassword(username: string, password: string): Promise<void> {
  if (isInsidePreviewFrame()) throw new PreviewModeError();
  const userManager = sessionManager();
  const metadata = await userManager.metadataService.getMetadata();
  if (!metadata.token_endpoint)
    throw new Error('El proveedor de identidad no publica su token endpoint');
  const response = await fetch(metadata.token_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: userManager.settings.client_id,
      username,
      password,
      scope: userManager.settings.scope ?? 'openid',
    }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<TokenResponse> & {
    error_description?: string;
  };
  if (response.status === 429) {
    const seconds = Number(response.headers.get('Retry-After'));
    throw new TooManyAttemptsError(Number.isFinite(seconds) && seconds > 0 ? seconds : null);
  }
  if (response.status === 400 || response.status === 401) throw new InvalidCredentialsError();
  if (!response.ok || !body.access_token)
    throw new Error(body.error_description ?? 'Error al iniciar sesión');
  await adoptTokens(body as TokenResponse);
}

/** Authorization-code + PKCE sign-in through the identity provider's own login page. */
export async function signInWithRedirect(returnTo: string | null): Promise<void> {
  if (isInsidePreviewFrame()) throw new PreviewModeError();
  await sessionManager().signinRedirect({ state: { returnTo } });
}

let refreshInFlight: Promise<void> | null = null;

/**
 * Refreshes the tokens; exactly one refresh at a time in this tab (a shared promise) and
 * across tabs (a Web Lock; the other tabs pick the new tokens up from storage).
 */
export function refreshSession(): Promise<void> {
  refreshInFlight ??= (async () => {
    const run = async () => {
      const userManager = sessionManager();
      const stored = await userManager.getUser();
      // Another tab may have refreshed while this one waited for the lock.
      if (stored && !stored.expired && (stored.expires_in ?? 0) > SESSION.refreshMarginSeconds) {
        publish(stored);
        return;
      }
      publish(await userManager.signinSilent());
    };
    try {
      if (navigator.locks) await navigator.locks.request('platform-token-refresh', run);
      else await run();
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
 * Startup (spec 1 §4.1): finish a redirect sign-in, else restore the session from the stored
 * tokens — refreshing them when close to expiry — or, after a redirect sign-in whose tokens are
 * gone, ask the provider silently through `/silent-check-sso.html`.
 */
export async function restoreSession(): Promise<void> {
  const userManager = sessionManager();
  if (window.location.pathname === '/auth/callback') {
    const user = await userManager.signinRedirectCallback();
    window.localStorage.setItem(PROVIDER_SESSION_KEY, 'true');
    publish(user);
    const returnTo = (user.state as { returnTo?: string | null } | undefined)?.returnTo ?? null;
    window.history.replaceState(null, '', await destinationAfterLogin(returnTo));
    return;
  }
  const stored = await userManager.getUser();
  if (stored && !stored.expired && (stored.expires_in ?? 0) > SESSION.refreshMarginSeconds) {
    publish(stored);
    return;
  }
  if (stored?.refresh_token) {
    await refreshSession();
    return;
  }
  if (window.localStorage.getItem(PROVIDER_SESSION_KEY) === 'true') {
    try {
      publish(await userManager.signinSilent());
      return;
    } catch {
      window.localStorage.removeItem(PROVIDER_SESSION_KEY);
    }
  }
  await userManager.removeUser();
  authStore.getState().clearSession();
}

let stopWatch: (() => void) | null = null;

/** Starts the session watch once, when a session first exists (visitors never load this module). */
function ensureSessionWatch() {
  stopWatch ??= startSessionWatch();
}

/**
 * Checks the token every 60 s and refreshes it when less than 70 s of validity remain; follows
 * the tokens other tabs store (a refresh or a logout there).
 */
function startSessionWatch(): () => void {
  const timer = setInterval(() => {
    const { status, expiresAt } = authStore.getState();
    if (status !== 'authenticated' || !expiresAt) return;
    const remaining = expiresAt - Math.floor(Date.now() / 1000);
    if (remaining <= SESSION.refreshMarginSeconds) void refreshSession();
  }, SESSION.refreshCheckIntervalSeconds * 1000);

  const onStorage = (event: StorageEvent) => {
    if (!event.key?.startsWith('oidc.user:')) return;
    void sessionManager()
      .getUser()
      .then((user) => publish(user));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    clearInterval(timer);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Logout: the refresh token is revoked and the stored tokens cleared; a session opened on the
 * provider's login page is ended there too (the browser comes back to `/`).
 */
export async function signOut({ endProviderSession = true } = {}): Promise<void> {
  const userManager = sessionManager();
  const user = await userManager.getUser().catch(() => null);
  const hadProviderSession = window.localStorage.getItem(PROVIDER_SESSION_KEY) === 'true';
  if (endProviderSession) await userManager.revokeTokens(['refresh_token']).catch(() => undefined);
  await userManager.removeUser();
  window.localStorage.removeItem(PROVIDER_SESSION_KEY);
  authStore.getState().clearSession();
  if (endProviderSession && hadProviderSession && user?.id_token) {
    await userManager.signoutRedirect({ id_token_hint: user.id_token });
  }
}
