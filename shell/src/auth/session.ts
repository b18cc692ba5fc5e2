import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { authStore, getRuntimeConfig } from '@platform/shared';
import { SESSION } from '@platform/shared/constants';
import { destinationAfterLogin } from './store-check';

/**
 * The OIDC session of the whole app. Only the shell talks to the identity provider;
 * remotes read the result from the shared auth store.
 */
let manager: UserManager | null = null;

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
    });
  }
  return manager;
}

function publish(user: User | null) {
  if (!user || user.expired) {
    authStore.getState().clearSession();
    return;
  }
  authStore.getState().setSession({
    accessToken: user.access_token,
    refreshToken: user.refresh_token ?? null,
    idToken: user.id_token ?? null,
    expiresAt: user.expires_at ?? null,
  });
}

/** Password grant used by the login modal. Throws `InvalidCredentialsError` on a wrong password. */
export class InvalidCredentialsError extends Error {
  constructor() {
    super('Credenciales inválidas');
    this.name = 'InvalidCredentialsError';
  }
}

export class PreviewModeError extends Error {
  constructor() {
    super('El inicio de sesión no está disponible en el modo de vista previa');
    this.name = 'PreviewModeError';
  }
}

export function isInsidePreviewFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

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
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 400 || response.status === 401) throw new InvalidCredentialsError();
  if (!response.ok) throw new Error(String(body.error_description ?? 'Error al iniciar sesión'));

  const expiresIn = Number(body.expires_in ?? 0);
  const idToken = String(body.id_token ?? '');
  const user = new User({
    access_token: String(body.access_token),
    refresh_token: body.refresh_token ? String(body.refresh_token) : undefined,
    id_token: idToken || undefined,
    token_type: String(body.token_type ?? 'Bearer'),
    scope: String(body.scope ?? ''),
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    profile: decodeIdToken(idToken),
  });
  await userManager.storeUser(user);
  publish(user);
}

function decodeIdToken(idToken: string): User['profile'] {
  const payload = idToken.split('.')[1];
  if (!payload) return { sub: '', iss: '', aud: '', exp: 0, iat: 0 };
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(decodeURIComponent(escape(json))) as User['profile'];
}

/** Refreshes the tokens with the refresh token; one refresh at a time across tabs. */
export async function refreshSession(): Promise<void> {
  const run = async () => {
    const userManager = sessionManager();
    const stored = await userManager.getUser();
    // Another tab may have refreshed while this one waited for the lock.
    if (stored && !stored.expired && (stored.expires_in ?? 0) > SESSION.refreshMarginSeconds) {
      publish(stored);
      return;
    }
    const user = await userManager.signinSilent();
    publish(user);
  };
  try {
    if (navigator.locks) await navigator.locks.request('platform-token-refresh', run);
    else await run();
  } catch (error) {
    console.error('[session] no se pudo renovar la sesión', error);
    await signOut({ endProviderSession: false });
  }
}

/** Restores the session from the stored tokens at startup (silent SSO check). */
export async function restoreSession(): Promise<void> {
  const userManager = sessionManager();
  if (window.location.pathname === '/auth/callback') {
    const user = await userManager.signinRedirectCallback();
    publish(user);
    const returnTo = (user.state as { returnTo?: string } | undefined)?.returnTo ?? null;
    window.history.replaceState(null, '', await destinationAfterLogin(returnTo));
    return;
  }
  const stored = await userManager.getUser();
  if (!stored) {
    authStore.getState().clearSession();
    return;
  }
  if (!stored.expired && (stored.expires_in ?? 0) > SESSION.refreshMarginSeconds) {
    publish(stored);
    return;
  }
  if (stored.refresh_token) {
    await refreshSession();
    return;
  }
  await userManager.removeUser();
  authStore.getState().clearSession();
}

let refreshTimer: ReturnType<typeof setInterval> | undefined;

/** Checks the token every 60 s and refreshes it when less than 70 s of validity remain. */
export function startRefreshLoop(): () => void {
  clearInterval(refreshTimer);
  refreshTimer = setInterval(() => {
    const { status, expiresAt } = authStore.getState();
    if (status !== 'authenticated' || !expiresAt) return;
    const remaining = expiresAt - Math.floor(Date.now() / 1000);
    if (remaining <= SESSION.refreshMarginSeconds) void refreshSession();
  }, SESSION.refreshCheckIntervalSeconds * 1000);
  return () => clearInterval(refreshTimer);
}

/** Authorization-code + PKCE sign-in through the identity provider's own login page. */
export async function signInWithRedirect(returnTo: string): Promise<void> {
  if (isInsidePreviewFrame()) throw new PreviewModeError();
  await sessionManager().signinRedirect({ state: { returnTo } });
}

/** Logout: the stored tokens are cleared and the refresh token is revoked at the provider. */
export async function signOut({ endProviderSession = true } = {}): Promise<void> {
  const userManager = sessionManager();
  if (endProviderSession) await userManager.revokeTokens(['refresh_token']).catch(() => undefined);
  await userManager.removeUser();
  authStore.getState().clearSession();
}
