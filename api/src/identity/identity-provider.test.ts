import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { TestBrowser, location, pkcePair, readForm } from '../testing/browser.ts';
import { API_AUDIENCE, ISSUER, createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  DEMO_EMAIL,
  NEW_EMAIL,
  WEB_CLIENT_ID,
  bearer,
  decodeJwt,
  getTokens,
  passwordGrant,
  tokenRequest,
} from '../testing/tokens.ts';

const REDIRECT_URI = 'http://localhost:3000/auth/callback';

describe('identity provider', () => {
  let testApp: TestApp;
  let baseUrl: string;

  before(async () => {
    testApp = await createTestApp();
    baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => testApp.close());

  it('advertises its endpoints under /oidc in discovery', async () => {
    const response = await testApp.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    assert.equal(response.statusCode, 200);
    const discovery = response.json() as Record<string, unknown>;
    assert.equal(discovery.issuer, ISSUER);
    for (const key of [
      'authorization_endpoint',
      'token_endpoint',
      'jwks_uri',
      'end_session_endpoint',
      'userinfo_endpoint',
    ]) {
      assert.match(String(discovery[key]), /^http:\/\/[^/]+\/oidc\//, key);
    }
    assert.ok((discovery.grant_types_supported as string[]).includes('password'));
    assert.deepEqual(discovery.code_challenge_methods_supported, ['S256']);
  });

  it('issues JWT access, refresh and ID tokens through the password grant', async () => {
    const { statusCode, body } = await passwordGrant(testApp.app, DEMO_EMAIL);
    assert.equal(statusCode, 200);
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 300);
    assert.equal(typeof body.refresh_token, 'string');

    const access = decodeJwt(String(body.access_token));
    assert.equal(access.iss, ISSUER);
    assert.equal(access.aud, API_AUDIENCE);
    assert.equal(access.email, DEMO_EMAIL);
    assert.deepEqual(access.realm_access, { roles: ['merchant'] });
    assert.equal(typeof access.given_name, 'string');
    assert.equal(typeof access.family_name, 'string');

    const id = decodeJwt(String(body.id_token));
    assert.equal(id.aud, WEB_CLIENT_ID);
    assert.equal(id.email, DEMO_EMAIL);
    assert.equal(id.sub, access.sub);
    assert.ok(id.given_name && id.family_name);
  });

  it('answers invalid_grant (400) for a wrong password or an unknown user', async () => {
    for (const [username, password] of [
      [DEMO_EMAIL, 'Wrong1234!'],
      ['nadie@tienda.cl', 'Demo1234!'],
    ] as const) {
      const { statusCode, body } = await passwordGrant(testApp.app, username, password);
      assert.equal(statusCode, 400);
      assert.equal(body.error, 'invalid_grant');
    }
  });

  it('accepts the e-mail in any case for the password grant', async () => {
    const { statusCode } = await passwordGrant(testApp.app, 'Demo@Tienda.CL');
    assert.equal(statusCode, 200);
  });

  it('rotates refresh tokens and rejects a used one (revoking the grant)', async () => {
    const first = await getTokens(testApp.app, DEMO_EMAIL);
    const second = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    assert.equal(second.statusCode, 200);
    assert.notEqual(second.body.refresh_token, first.refresh_token);
    const refreshedAccess = decodeJwt(String(second.body.access_token));
    assert.equal(refreshedAccess.aud, API_AUDIENCE, 'refresh keeps issuing API JWTs');
    assert.deepEqual(refreshedAccess.realm_access, { roles: ['merchant'] });

    const reused = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.body.error, 'invalid_grant');

    // Reuse is treated as theft: the rotated token of the same grant stops working too.
    const afterReuse = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: String(second.body.refresh_token),
    });
    assert.equal(afterReuse.statusCode, 400);
  });

  it('revokes a password-grant refresh token at the revocation endpoint (logout)', async () => {
    const tokens = await getTokens(testApp.app, DEMO_EMAIL);
    const revoked = await testApp.app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: WEB_CLIENT_ID,
        token: tokens.refresh_token,
        token_type_hint: 'refresh_token',
      }).toString(),
    });
    assert.equal(revoked.statusCode, 200);
    const refresh = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    assert.equal(refresh.statusCode, 400);
  });

  it('logs in through the Spanish login page with code + PKCE', async () => {
    const browser = new TestBrowser(baseUrl);
    const { verifier, challenge } = pkcePair();
    const authorize = new URL('/oidc/auth', baseUrl);
    authorize.search = new URLSearchParams({
      client_id: WEB_CLIENT_ID,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid profile email offline_access',
      prompt: 'consent',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'estado-1',
      nonce: 'nonce-1',
    }).toString();

    const toLogin = await browser.get(authorize);
    assert.equal(toLogin.status, 303);
    const loginPage = await browser.get(location(toLogin));
    assert.equal(loginPage.status, 200);
    const html = await loginPage.text();
    for (const text of ['Iniciar sesión', 'Correo electrónico', 'Contraseña', 'Ingresar']) {
      assert.ok(html.includes(text), `login page shows "${text}"`);
    }
    const form = readForm(html);

    const rejected = await browser.postForm(form.action, {
      email: DEMO_EMAIL,
      password: 'incorrecta',
    });
    assert.equal(rejected.status, 401);
    assert.ok((await rejected.text()).includes('Usuario o contraseña incorrectos'));

    const accepted = await browser.postForm(form.action, {
      email: DEMO_EMAIL,
      password: 'Demo1234!',
    });
    assert.equal(accepted.status, 303);
    // Back to the provider, which asks nothing more (prompt=consent is granted without a screen).
    let next = await browser.get(location(accepted));
    while (
      next.status === 303 &&
      new URL(location(next), baseUrl).origin === new URL(baseUrl).origin
    ) {
      assert.doesNotMatch(location(next), /\/login$/);
      next = await browser.get(location(next));
    }
    const resumed = next;
    assert.equal(resumed.status, 303, 'no consent screen for the first-party client');
    const callback = new URL(location(resumed));
    assert.equal(`${callback.origin}${callback.pathname}`, REDIRECT_URI);
    assert.equal(callback.searchParams.get('state'), 'estado-1');
    const code = callback.searchParams.get('code');
    assert.ok(code);

    const badVerifier = await tokenRequest(testApp.app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: pkcePair().verifier,
    });
    assert.equal(badVerifier.statusCode, 400, 'PKCE is enforced');

    const tokens = await tokenRequest(testApp.app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    assert.equal(tokens.statusCode, 200, JSON.stringify(tokens.body));
    const access = decodeJwt(String(tokens.body.access_token));
    assert.equal(access.aud, API_AUDIENCE);
    assert.deepEqual(access.realm_access, { roles: ['merchant'] });
    const id = decodeJwt(String(tokens.body.id_token));
    assert.equal(id.nonce, 'nonce-1');
    assert.equal(id.email, DEMO_EMAIL);
    assert.ok(typeof tokens.body.refresh_token === 'string');

    const storeCheck = await testApp.app.inject({
      url: '/api/auth/login',
      headers: bearer(String(tokens.body.access_token)),
    });
    assert.equal(storeCheck.statusCode, 200);

    const withoutPrompt = new URL(authorize);
    withoutPrompt.searchParams.delete('prompt');
    const again = await browser.get(withoutPrompt);
    const silent = new URL(location(again));
    assert.ok(silent.searchParams.get('code'), 'the session cookie skips the login page');

    const userinfo = await fetch(new URL('/oidc/me', baseUrl), {
      headers: bearer(String(tokens.body.access_token)),
    });
    assert.equal(userinfo.status, 200);
    const claims = (await userinfo.json()) as Record<string, unknown>;
    assert.equal(claims.email, DEMO_EMAIL);
    assert.equal(claims.sub, access.sub);

    // End-session: the page posts its form by itself, then the browser lands on the app.
    const endSession = new URL('/oidc/session/end', baseUrl);
    endSession.search = new URLSearchParams({
      id_token_hint: String(tokens.body.id_token),
      post_logout_redirect_uri: 'http://localhost:3000/',
      state: 'adios',
    }).toString();
    const logoutPage = await browser.get(endSession);
    assert.equal(logoutPage.status, 200);
    const logoutHtml = await logoutPage.text();
    assert.ok(logoutHtml.includes('lang="es"'));
    assert.ok(logoutHtml.includes('.submit()'), 'the confirmation submits itself');
    const logoutForm = readForm(logoutHtml);
    assert.equal(logoutForm.fields.logout, 'yes');
    const loggedOut = await browser.postForm(logoutForm.action, logoutForm.fields);
    assert.equal(loggedOut.status, 303);
    assert.equal(location(loggedOut), 'http://localhost:3000/?state=adios');

    const refreshAfterLogout = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.body.refresh_token),
    });
    assert.equal(refreshAfterLogout.statusCode, 400, 'logout revokes the session grant');

    const afterLogout = await browser.get(authorize);
    assert.match(
      location(afterLogout),
      /\/oidc\/interaction\//,
      'login is asked again after logout',
    );
  });

  it('rejects redirect URIs that are not registered', async () => {
    const { challenge } = pkcePair();
    const authorize = new URL('/oidc/auth', baseUrl);
    authorize.search = new URLSearchParams({
      client_id: WEB_CLIENT_ID,
      response_type: 'code',
      redirect_uri: 'https://evil.example/callback',
      scope: 'openid',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });
    assert.equal(response.status, 400);
  });

  it('lets CORS requests from the web origins reach the token endpoint', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        client_id: WEB_CLIENT_ID,
        grant_type: 'password',
        username: NEW_EMAIL,
        password: 'Demo1234!',
        scope: 'openid profile email offline_access',
      }).toString(),
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['access-control-allow-origin'], 'http://localhost:3000');
  });
});
