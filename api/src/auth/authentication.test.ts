import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';

import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_EMAIL, bearer, decodeJwt, getTokens, tokenRequest } from '../testing/tokens.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';

/**
 * Access tokens of this app last a few seconds: long enough for a refreshed token to be used
 * within its life on a busy machine (two test processes on two cores), short enough to wait out.
 */
const TOKEN_TTL_SECONDS = 4;

describe('bearer authentication', () => {
  let testApp: TestApp;
  before(async () => {
    testApp = await createTestApp({ accessTokenTtl: TOKEN_TTL_SECONDS });
  });
  after(() => testApp.close());

  it('refuses an expired access token; a refreshed one works', async () => {
    const tokens = await getTokens(testApp.app, DEMO_EMAIL);
    assert.equal(tokens.expires_in, TOKEN_TTL_SECONDS);
    // Past the token's own expiry (whole seconds, as the verifier compares them).
    await sleep(Number(decodeJwt(tokens.access_token).exp) * 1000 - Date.now() + 50);
    const expired = await testApp.app.inject({
      url: '/api/auth/login',
      headers: bearer(tokens.access_token),
    });
    assert.equal(expired.statusCode, 401);
    assert.equal(expired.json().message, 'Token de acceso inválido o expirado');

    const refreshed = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    assert.equal(refreshed.statusCode, 200);
    const fresh = await testApp.app.inject({
      url: '/api/auth/login',
      headers: bearer(String(refreshed.body.access_token)),
    });
    assert.equal(fresh.statusCode, 200);
  });

  it('answers the public routes without a token', async () => {
    for (const route of PUBLIC_ROUTES) {
      // Called from the shell's page with no token, no body and, for a parameter, an id that does
      // not exist: the route answers for itself (a page, a 400 for the empty body, a 404 for the
      // unknown id, a redirect) and never asks for a token.
      const url = route.url.replace(/:\w+/g, 'ffffffffffffffffffffffffffffffff');
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url,
        headers: { origin: 'http://localhost:3000' },
      });
      assert.ok(
        [200, 201, 302, 303, 400, 404].includes(response.statusCode),
        `${route.method} ${route.url} ${response.statusCode}`,
      );
    }
    // The read-only public pages' data answers in full.
    for (const url of [
      '/api/pricing-plans',
      '/api/system/status',
      '/api/public/platform-settings',
      '/api/public/stores',
    ]) {
      assert.equal((await testApp.app.inject({ url })).statusCode, 200, url);
    }
  });

  it('answers CORS preflights for the web origins only', async () => {
    const preflight = (origin: string) =>
      testApp.app.inject({
        method: 'OPTIONS',
        url: '/api/products',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight('http://localhost:3002');
    assert.equal(allowed.statusCode, 204);
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3002');
    assert.match(String(allowed.headers['access-control-allow-headers']), /Authorization/i);
    const denied = await preflight('http://evil.example');
    assert.equal(denied.headers['access-control-allow-origin'], undefined);
  });
});
