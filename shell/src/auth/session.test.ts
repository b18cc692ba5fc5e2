import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { authStore } from '@platform/shared/core';
import {
  answer,
  apiError,
  apiUrl,
  createTestToken,
  http,
  HttpResponse,
  server,
} from '@platform/shared/testing';
import {
  InvalidCredentialsError,
  refreshSession,
  restoreSession,
  signInWithPassword,
  signOut,
  TooManyAttemptsError,
} from './session';
import { SESSION_KIND_KEY } from './session-hint';

const EMAIL = 'demo@tienda.cl';

/** What the api's session routes answer: never a refresh token. */
function sessionTokens(expiresIn = 300) {
  const claims = { sub: 'u1', email: EMAIL, exp: Math.floor(Date.now() / 1000) + expiresIn };
  return {
    access_token: createTestToken({ ...claims, realm_access: { roles: ['merchant'] } }),
    id_token: createTestToken({ ...claims, given_name: 'Demo' }),
    expires_in: expiresIn,
    token_type: 'Bearer',
    scope: 'openid profile email offline_access',
  };
}

interface SessionCall {
  credentials: RequestCredentials;
  body: unknown;
  /** Whether the request outlives the page (a renewal must: see sessionRequest). */
  keepalive: boolean;
}

/** Answers `method path` of the api and records each request's credentials mode and body. */
function sessionRoute(
  method: 'post' | 'delete',
  path: string,
  reply: () => Response,
): { calls: SessionCall[] } {
  const calls: SessionCall[] = [];
  server.use(
    http[method](apiUrl(path), async ({ request }) => {
      const text = await request.text();
      calls.push({
        credentials: request.credentials,
        body: text ? JSON.parse(text) : null,
        keepalive: request.keepalive,
      });
      return reply();
    }),
  );
  return { calls };
}

/** Every value either storage holds, to look for tokens in. */
function storedValues(): string[] {
  return [window.localStorage, window.sessionStorage].flatMap((storage) =>
    Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
  );
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  authStore.getState().clearSession();
});

describe('session (spec 1 §4.1): tokens in memory, the refresh token in the api cookie', () => {
  it('signs in with the password through POST /api/session and stores no token anywhere', async () => {
    const issued = sessionTokens();
    const signIn = sessionRoute('post', '/session', () => HttpResponse.json(issued));

    await signInWithPassword(EMAIL, 'Demo1234!');

    expect(signIn.calls).toEqual([
      {
        credentials: 'include',
        body: { username: EMAIL, password: 'Demo1234!' },
        keepalive: false,
      },
    ]);
    const state = authStore.getState();
    expect(state.status).toBe('authenticated');
    expect(state.accessToken).toBe(issued.access_token);
    expect(state.profile?.email).toBe(EMAIL);
    // Only a hint that this browser has a session: no access, ID or refresh token.
    expect(storedValues()).toEqual([`${SESSION_KIND_KEY}=cookie`]);
    for (const value of storedValues()) {
      expect(value).not.toContain(issued.access_token);
      expect(value).not.toContain(issued.id_token);
      expect(value).not.toMatch(/refresh/i);
    }
  });

  it('refuses wrong credentials and reports a lock with how long to wait', async () => {
    sessionRoute('post', '/session', () => apiError(401, 'Usuario o contraseña incorrectos'));
    await expect(signInWithPassword(EMAIL, 'mala')).rejects.toBeInstanceOf(InvalidCredentialsError);

    sessionRoute('post', '/session', () =>
      HttpResponse.json(
        { message: 'Demasiados intentos fallidos.', retryAfterSeconds: 900 },
        { status: 429, headers: { 'Retry-After': '840' } },
      ),
    );
    const locked = await signInWithPassword(EMAIL, 'Demo1234!').catch((error: unknown) => error);
    expect(locked).toBeInstanceOf(TooManyAttemptsError);
    expect((locked as TooManyAttemptsError).retryAfterSeconds).toBe(840);
    expect(authStore.getState().status).toBe('anonymous');
    expect(storedValues()).toEqual([]);
  });

  it('restores a session on start-up (a reload, a new tab) from the session cookie', async () => {
    window.localStorage.setItem(SESSION_KIND_KEY, 'cookie');
    const issued = sessionTokens();
    const refresh = sessionRoute('post', '/session/refresh', () => HttpResponse.json(issued));

    await restoreSession();

    expect(refresh.calls).toEqual([{ credentials: 'include', body: {}, keepalive: true }]);
    expect(authStore.getState()).toMatchObject({
      status: 'authenticated',
      accessToken: issued.access_token,
    });
    expect(storedValues()).toEqual([`${SESSION_KIND_KEY}=cookie`]);
  });

  it('is anonymous when the api no longer honours the cookie, and forgets the hint', async () => {
    window.localStorage.setItem(SESSION_KIND_KEY, 'cookie');
    sessionRoute('post', '/session/refresh', () => apiError(401, 'Tu sesión expiró.'));
    await restoreSession();
    expect(authStore.getState().status).toBe('anonymous');
    expect(window.localStorage.getItem(SESSION_KIND_KEY)).toBeNull();
  });

  it('keeps the hint when the api cannot be reached, so a later start tries again', async () => {
    window.localStorage.setItem(SESSION_KIND_KEY, 'cookie');
    sessionRoute('post', '/session/refresh', () => HttpResponse.error());
    await restoreSession();
    expect(authStore.getState().status).toBe('anonymous');
    expect(window.localStorage.getItem(SESSION_KIND_KEY)).toBe('cookie');
  });

  it('removes the tokens an earlier version kept in localStorage', async () => {
    const key = 'oidc.user:http://localhost:4000/oidc:platform-web';
    window.localStorage.setItem(key, JSON.stringify({ refresh_token: 'antiguo' }));
    window.localStorage.setItem('platform.providerSession', 'true');
    sessionRoute('post', '/session/refresh', () => apiError(401));
    await restoreSession();
    expect(storedValues()).toEqual([]);
  });

  it('refreshes a cookie session through POST /api/session/refresh', async () => {
    sessionRoute('post', '/session', () => HttpResponse.json(sessionTokens()));
    await signInWithPassword(EMAIL, 'Demo1234!');
    const renewed = sessionTokens(600);
    const refresh = sessionRoute('post', '/session/refresh', () => HttpResponse.json(renewed));

    // Two callers at once share one request: the cookie is presented once.
    await Promise.all([refreshSession(), refreshSession()]);

    expect(refresh.calls).toEqual([{ credentials: 'include', body: {}, keepalive: true }]);
    expect(authStore.getState().accessToken).toBe(renewed.access_token);
  });

  it('leaves the session when a refresh is refused, without calling the api again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionRoute('post', '/session', () => HttpResponse.json(sessionTokens()));
    await signInWithPassword(EMAIL, 'Demo1234!');
    sessionRoute('post', '/session/refresh', () => apiError(401));
    const logout = sessionRoute('delete', '/session', () => HttpResponse.json({ ok: true }));

    await refreshSession();

    expect(authStore.getState().status).toBe('anonymous');
    expect(logout.calls).toHaveLength(0);
    expect(storedValues()).toEqual([]);
    jest.restoreAllMocks();
  });

  it('logs out with DELETE /api/session, which revokes the cookie', async () => {
    sessionRoute('post', '/session', () => HttpResponse.json(sessionTokens()));
    await signInWithPassword(EMAIL, 'Demo1234!');
    const logout = sessionRoute('delete', '/session', () => HttpResponse.json({ ok: true }));

    await signOut();

    expect(logout.calls).toEqual([{ credentials: 'include', body: null, keepalive: false }]);
    expect(authStore.getState()).toMatchObject({ status: 'anonymous', accessToken: null });
    expect(storedValues()).toEqual([]);
  });

  it('gives the remotes the access token only: the shared store has no refresh token', async () => {
    sessionRoute('post', '/session', () => HttpResponse.json(sessionTokens()));
    await signInWithPassword(EMAIL, 'Demo1234!');
    expect(Object.keys(authStore.getState())).not.toContain('refreshToken');
    const profile = answer('get', '/account/profile', {});
    const { apiClient } = await import('@platform/shared/core');
    await apiClient.get('/account/profile');
    expect(profile.requests[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });
});

describe('session watch', () => {
  afterEach(() => jest.useRealTimers());

  it('checks every 60 s and refreshes when less than 70 s remain', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await jest.isolateModulesAsync(async () => {
      const session = await import('./session');
      const { authStore: store } = await import('@platform/shared/core');
      sessionRoute('post', '/session', () => HttpResponse.json(sessionTokens(129)));
      await session.signInWithPassword(EMAIL, 'Demo1234!');
      const renewed = sessionTokens(300);
      const refresh = sessionRoute('post', '/session/refresh', () => HttpResponse.json(renewed));

      // At 60 s, 69 s remain: under the margin.
      await jest.advanceTimersByTimeAsync(59_000);
      expect(refresh.calls).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1_000);
      await jest.advanceTimersByTimeAsync(0);
      expect(refresh.calls).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(0);
      expect(store.getState().accessToken).toBe(renewed.access_token);
      await session.signOut({ endProviderSession: false });
    });
  });

  it('leaves the session when another tab of the browser logs out', async () => {
    const globals = globalThis as { BroadcastChannel?: unknown };
    const original = globals.BroadcastChannel;
    globals.BroadcastChannel = NodeBroadcastChannel;
    const otherTab = new NodeBroadcastChannel('platform-session');
    try {
      await jest.isolateModulesAsync(async () => {
        const session = await import('./session');
        const { authStore: store } = await import('@platform/shared/core');
        sessionRoute('post', '/session', () => HttpResponse.json(sessionTokens()));
        await session.signInWithPassword(EMAIL, 'Demo1234!');
        expect(store.getState().status).toBe('authenticated');

        const left = new Promise<void>((resolve) => {
          const unsubscribe = store.subscribe((state) => {
            if (state.status === 'anonymous') {
              unsubscribe();
              resolve();
            }
          });
        });
        otherTab.postMessage({ type: 'signed-out' });
        await left;
        expect(store.getState().accessToken).toBeNull();
        await session.signOut({ endProviderSession: false });
      });
    } finally {
      otherTab.close();
      globals.BroadcastChannel = original;
    }
  });
});
