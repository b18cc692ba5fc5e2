import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { InjectOptions, LightMyRequestResponse } from 'fastify';

import { DEFAULT_LOGIN_THROTTLE } from '../../identity/login-throttle.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  bearer,
  decodeJwt,
  tokenRequest,
} from '../../testing/tokens.ts';
import { createUser } from '../../testing/users.ts';
import {
  ORIGIN_REFUSED,
  PAGE_SESSION_COOKIE,
  PAGE_SESSION_COOKIE_PATH,
  SESSION_COOKIE,
} from '../session-cookie.ts';
import { SESSION_EXPIRED } from './refresh-session.ts';

const SHELL = 'http://localhost:3000';
const WRONG = 'Incorrecta123!';
const LOGIN_FAILED = 'Usuario o contraseña incorrectos';
const FOURTEEN_DAYS = 14 * 24 * 60 * 60;

interface SetCookie {
  value: string;
  attributes: Map<string, string>;
}

/** The cookie `name` a response sets (its value and attributes), if it sets it. */
function cookieOf(response: LightMyRequestResponse, name: string): SetCookie | undefined {
  const headers = [response.headers['set-cookie'] ?? []].flat();
  for (const header of headers) {
    const [pair = '', ...rest] = header.split(';');
    const index = pair.indexOf('=');
    if (pair.slice(0, index).trim() !== name) continue;
    const attributes = new Map<string, string>();
    for (const attribute of rest) {
      const [name = '', ...value] = attribute.split('=');
      attributes.set(name.trim().toLowerCase(), value.join('=').trim());
    }
    return { value: pair.slice(index + 1).trim(), attributes };
  }
  return undefined;
}

const sessionCookieOf = (response: LightMyRequestResponse) => cookieOf(response, SESSION_COOKIE);
const pageCookieOf = (response: LightMyRequestResponse) => cookieOf(response, PAGE_SESSION_COOKIE);

/** Asserts `cookie` is the page cookie holding `accessToken`, as the api sets it. */
function assertPageCookie(cookie: SetCookie | undefined, accessToken: string): void {
  assert.equal(cookie?.value, accessToken, 'the page cookie holds the access token');
  assert.equal(cookie.attributes.get('path'), PAGE_SESSION_COOKIE_PATH);
  assert.ok(cookie.attributes.has('httponly'));
  assert.equal(cookie.attributes.get('samesite'), 'Strict');
  assert.ok(!cookie.attributes.has('domain'), 'the api host only, unless PAGE_COOKIE_DOMAIN');
  const maxAge = Number(cookie.attributes.get('max-age'));
  const { exp } = decodeJwt(accessToken);
  const lifetime = Number(exp) - Math.floor(Date.now() / 1000);
  assert.ok(maxAge > 0 && maxAge <= lifetime + 1, `Max-Age ${maxAge}, token ${lifetime} s`);
}

/** Asserts the response removes the page cookie. */
function assertPageCookieRemoved(response: LightMyRequestResponse): void {
  const cleared = pageCookieOf(response);
  assert.equal(cleared?.value, '');
  assert.equal(cleared?.attributes.get('max-age'), '0');
  assert.equal(cleared?.attributes.get('path'), PAGE_SESSION_COOKIE_PATH);
}

/** Asserts the answer is a session's tokens, with no refresh token in it (nor the cookie's). */
function assertTokensWithoutRefreshToken(response: LightMyRequestResponse, cookie: string): void {
  const body = response.json() as Record<string, unknown>;
  assert.deepEqual(Object.keys(body).sort(), [
    'access_token',
    'expires_in',
    'id_token',
    'scope',
    'token_type',
  ]);
  assert.ok(!response.body.includes(cookie), 'the refresh token is not in the body');
  assert.equal(decodeJwt(String(body.access_token)).email, DEMO_EMAIL);
  assert.ok(Number(body.expires_in) > 0);
}

describe('the web session: POST /api/session, POST /api/session/refresh, DELETE /api/session', () => {
  let testApp: TestApp;
  let addresses = 0;

  before(async () => {
    testApp = await createTestApp();
  });
  after(() => testApp.close());

  /** A client address of its own for each test, so their failed sign-ins do not add up. */
  const newAddress = () => {
    addresses += 1;
    return `203.0.113.${addresses}`;
  };

  /** A browser's call from the shell (`origin: null`: a call without an Origin header). */
  function send(
    options: InjectOptions & { address?: string; cookie?: string; origin?: string | null },
  ) {
    const { address, cookie, origin = SHELL, headers, ...rest } = options;
    return testApp.app.inject({
      ...rest,
      remoteAddress: address ?? newAddress(),
      headers: {
        ...(origin === null ? {} : { origin }),
        ...(cookie === undefined ? {} : { cookie: `${SESSION_COOKIE}=${cookie}` }),
        ...(headers as Record<string, string>),
      },
    });
  }
  const signIn = (
    username: string,
    password: string,
    options: { address?: string; origin?: string | null } = {},
  ) =>
    send({
      method: 'POST',
      url: '/api/session',
      payload: { username, password },
      ...options,
    });
  const refresh = (cookie?: string) =>
    send({
      method: 'POST',
      url: '/api/session/refresh',
      payload: {},
      ...(cookie === undefined ? {} : { cookie }),
    });
  const signOut = (cookie?: string) =>
    send({ method: 'DELETE', url: '/api/session', ...(cookie === undefined ? {} : { cookie }) });

  async function newSession(): Promise<string> {
    const response = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    assert.equal(response.statusCode, 200, response.body);
    const cookie = sessionCookieOf(response);
    assert.ok(cookie?.value);
    return cookie.value;
  }

  it('signs in: the tokens in the body, the refresh token only in an HttpOnly, SameSite=Strict cookie of /api/session', async () => {
    const response = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    assert.equal(response.statusCode, 200, response.body);
    const cookie = sessionCookieOf(response);
    assert.ok(cookie?.value, 'the session cookie is set');
    assert.equal(cookie.attributes.get('path'), '/api/session');
    assert.ok(cookie.attributes.has('httponly'));
    assert.equal(cookie.attributes.get('samesite'), 'Strict');
    // http://localhost: a Secure cookie would never be sent back.
    assert.ok(!cookie.attributes.has('secure'));
    const maxAge = Number(cookie.attributes.get('max-age'));
    assert.ok(maxAge > FOURTEEN_DAYS - 60 && maxAge <= FOURTEEN_DAYS, `Max-Age ${maxAge}`);
    assertTokensWithoutRefreshToken(response, cookie.value);

    // The cookie is the provider's own refresh token, and the access token opens the api.
    const check = await testApp.app.inject({
      url: '/api/auth/login',
      headers: bearer(response.json().access_token),
    });
    assert.equal(check.statusCode, 200);
    // The page's origin may send and read it: credentials allowed for that origin only.
    assert.equal(response.headers['access-control-allow-origin'], SHELL);
    assert.equal(response.headers['access-control-allow-credentials'], 'true');
  });

  it("hands the access token to the pages rendered with the merchant's data, in a cookie of their own that follows the session", async () => {
    const signedIn = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    assertPageCookie(pageCookieOf(signedIn), signedIn.json().access_token);

    // Each renewal hands over the new token.
    const renewed = await refresh(sessionCookieOf(signedIn)?.value);
    assert.equal(renewed.statusCode, 200, renewed.body);
    assertPageCookie(pageCookieOf(renewed), renewed.json().access_token);
    assert.notEqual(pageCookieOf(renewed)?.value, pageCookieOf(signedIn)?.value);

    // It leaves with the session: signing out, and a renewal that fails.
    assertPageCookieRemoved(await signOut(sessionCookieOf(renewed)?.value));
    assertPageCookieRemoved(await refresh('no-es-un-token'));
  });

  it('lets a web origin make credentialed calls to the session routes, and no other route', async () => {
    const preflight = (url: string, method: string) =>
      testApp.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: SHELL,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type',
        },
      });
    for (const [url, method] of [
      ['/api/session', 'POST'],
      ['/api/session/refresh', 'POST'],
      ['/api/session', 'DELETE'],
      ['/api/auth/client/verify-code', 'POST'],
    ] as const) {
      const response = await preflight(url, method);
      assert.equal(response.headers['access-control-allow-origin'], SHELL, url);
      assert.equal(response.headers['access-control-allow-credentials'], 'true', url);
    }
    const other = await preflight('/api/products', 'GET');
    assert.equal(other.headers['access-control-allow-origin'], SHELL);
    assert.equal(other.headers['access-control-allow-credentials'], undefined);
    const elsewhere = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/session',
      headers: { origin: 'https://otro-sitio.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(elsewhere.headers['access-control-allow-origin'], undefined);
  });

  it('refreshes from the cookie: new tokens, a rotated cookie, and the old cookie no longer works', async () => {
    const first = await newSession();
    const response = await refresh(first);
    assert.equal(response.statusCode, 200, response.body);
    const rotated = sessionCookieOf(response);
    assert.ok(rotated?.value);
    assert.notEqual(rotated.value, first);
    assert.equal(rotated.attributes.get('path'), '/api/session');
    assert.ok(rotated.attributes.has('httponly'));
    assert.equal(rotated.attributes.get('samesite'), 'Strict');
    // A rotation never extends the login's 14 days.
    assert.ok(Number(rotated.attributes.get('max-age')) <= FOURTEEN_DAYS);
    assertTokensWithoutRefreshToken(response, rotated.value);
    assert.equal(response.headers['access-control-allow-credentials'], 'true');

    const again = await refresh(first);
    assert.equal(again.statusCode, 401);
    assert.equal(again.json().message, SESSION_EXPIRED);
    assert.equal(sessionCookieOf(again)?.attributes.get('max-age'), '0', 'the cookie is removed');
    // Presenting a spent refresh token ends the whole login (theft detection): the rotated one too.
    assert.equal((await refresh(rotated.value)).statusCode, 401);
  });

  it('answers 401 and removes the cookie when there is none, or one the provider does not know', async () => {
    for (const cookie of [undefined, 'no-es-un-token']) {
      const response = await refresh(cookie);
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().message, SESSION_EXPIRED);
      const cleared = sessionCookieOf(response);
      assert.equal(cleared?.value, '');
      assert.equal(cleared?.attributes.get('max-age'), '0');
      assert.equal(cleared?.attributes.get('path'), '/api/session');
    }
  });

  it('signs out: revokes the refresh token and removes the cookie', async () => {
    const cookie = await newSession();
    const response = await signOut(cookie);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { ok: true });
    const cleared = sessionCookieOf(response);
    assert.equal(cleared?.value, '');
    assert.equal(cleared?.attributes.get('max-age'), '0');
    assert.equal(cleared?.attributes.get('path'), '/api/session');
    // Revoked at the provider, not just forgotten by this browser.
    assert.equal((await refresh(cookie)).statusCode, 401);
    const direct = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: cookie,
    });
    assert.equal(direct.statusCode, 400);

    // Without a cookie there is nothing to revoke: the same answer.
    const anonymous = await signOut();
    assert.equal(anonymous.statusCode, 200);
    assert.equal(sessionCookieOf(anonymous)?.attributes.get('max-age'), '0');
  });

  it('refuses (403) a request from an origin that is not a web origin, before anything else', async () => {
    const cookie = await newSession();
    const address = newAddress();
    for (const origin of [null, 'https://otro-sitio.example', 'null', `${SHELL}.example`]) {
      const requests = [
        signIn(DEMO_EMAIL, DEMO_PASSWORD, { address, origin }),
        send({ method: 'POST', url: '/api/session/refresh', payload: {}, cookie, origin }),
        send({ method: 'DELETE', url: '/api/session', cookie, origin }),
      ];
      for (const response of await Promise.all(requests)) {
        assert.equal(response.statusCode, 403, `${origin}: ${response.body}`);
        assert.equal(response.json().message, ORIGIN_REFUSED);
        assert.equal(sessionCookieOf(response), undefined, 'no cookie set or removed');
        assert.equal(pageCookieOf(response), undefined);
      }
    }
    // Nothing was spent or revoked: the cookie still works.
    assert.equal((await refresh(cookie)).statusCode, 200);
  });

  it('answers a bad body with a 400 and a Spanish message, trying no password', async () => {
    const address = newAddress();
    const cases: Array<[InjectOptions['payload'], string]> = [
      [{ username: DEMO_EMAIL }, 'Ingresa tu contraseña'],
      [{ username: ' ', password: 'x' }, 'Ingresa tu usuario'],
      [{ username: ['a'], password: 'x' }, 'El campo «username» debe ser un texto'],
      [{ username: DEMO_EMAIL, password: 12345678 }, 'El campo «password» debe ser un texto'],
    ];
    for (const [payload, message] of cases) {
      const bad = await send({ method: 'POST', url: '/api/session', payload, address });
      assert.equal(bad.statusCode, 400, JSON.stringify(payload));
      assert.equal(bad.json().message, message);
      assert.equal(sessionCookieOf(bad), undefined);
    }
    for (const payload of ['[]', '"x"', 'null']) {
      const refused = await send({
        method: 'POST',
        url: '/api/session/refresh',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      assert.equal(refused.statusCode, 400, payload);
    }
    const form = await send({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${DEMO_EMAIL}&password=${DEMO_PASSWORD}`,
    });
    assert.ok(form.statusCode === 400 || form.statusCode === 415, `${form.statusCode}`);
    assert.equal(sessionCookieOf(form), undefined);
    // None of them counted as a failed sign-in.
    const { rows } = await testApp.db.query('select 1 from login_throttle where key like $1', [
      `address:${address}`,
    ]);
    assert.deepEqual(rows, []);
  });

  it('keeps the failed sign-in limits: 401 for a wrong password, then 429 with Retry-After even for the right one', async () => {
    const email = 'bloqueo-sesion@tienda.cl';
    await createUser(testApp.db, email);
    const address = newAddress();
    for (let i = 0; i < DEFAULT_LOGIN_THROTTLE.maxFailures; i += 1) {
      const response = await signIn(email, WRONG, { address });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().message, LOGIN_FAILED);
      assert.equal(sessionCookieOf(response), undefined);
    }
    const locked = await signIn(email, DEMO_PASSWORD, { address: newAddress() });
    assert.equal(locked.statusCode, 429);
    assert.equal(
      locked.json().message,
      'Demasiados intentos fallidos. Intenta nuevamente en 15 minutos.',
    );
    const seconds = Number(locked.headers['retry-after']);
    const { lockSeconds } = DEFAULT_LOGIN_THROTTLE;
    assert.ok(seconds > lockSeconds - 60 && seconds <= lockSeconds, `Retry-After ${seconds}`);
    assert.equal(locked.json().retryAfterSeconds, seconds);
    // The login modal reads it from another origin.
    assert.match(String(locked.headers['access-control-expose-headers']), /Retry-After/i);
    assert.equal(sessionCookieOf(locked), undefined);
  });

  it("counts failures per browser address, not the api's own: one address locked, another not", async () => {
    const locked = newAddress();
    const { maxFailuresPerAddress } = DEFAULT_LOGIN_THROTTLE;
    for (let i = 0; i < maxFailuresPerAddress; i += 1) {
      const response = await signIn(`nadie-${i}@tienda.cl`, WRONG, { address: locked });
      assert.equal(response.statusCode, 401);
    }
    assert.equal((await signIn(DEMO_EMAIL, DEMO_PASSWORD, { address: locked })).statusCode, 429);
    assert.equal((await signIn(DEMO_EMAIL, DEMO_PASSWORD)).statusCode, 200);
  });
});
