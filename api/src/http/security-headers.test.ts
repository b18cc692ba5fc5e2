import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { LightMyRequestResponse } from 'fastify';

import { type Bearer, type TestApp, openTestApp } from '../testing/test-app.ts';
import { passwordGrant } from '../testing/tokens.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('security headers of the api', () => {
  let testApp: TestApp;
  let demo: Bearer;

  before(async () => {
    ({ testApp, demo } = await openTestApp());
  });
  after(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  const assertNoSniff = (response: LightMyRequestResponse, what: string) =>
    assert.equal(response.headers['x-content-type-options'], 'nosniff', what);

  it('keeps tenant data and errors out of every cache, and forbids sniffing them', async () => {
    const answers = {
      'a merchant’s profile': await get('/api/account/profile', demo),
      'a request without a token': await get('/api/account/profile'),
      'an unknown route': await get('/api/no-such-route'),
      'a URL that cannot be routed': await get('/api/stores/%E0%A4%A'),
    };
    for (const [what, response] of Object.entries(answers)) {
      assert.match(String(response.headers['content-type']), /^application\/json/, what);
      assert.equal(response.headers['cache-control'], 'no-store', what);
      assertNoSniff(response, what);
    }
    assert.equal(answers['a merchant’s profile'].statusCode, 200);
  });

  it('leaves the caching a route chose: public settings, uploaded images', async () => {
    const settings = await get('/api/public/platform-settings');
    assert.equal(settings.statusCode, 200);
    assert.equal(settings.headers['cache-control'], 'public, max-age=300');
    assertNoSniff(settings, 'platform settings');

    const signed = await testApp.sendJson(
      'POST',
      '/api/aws/s3/signed-upload-url',
      { contentType: 'image/png' },
      demo,
    );
    assert.equal(signed.statusCode, 200);
    const { uploadUuid, endpoint } = signed.json() as { uploadUuid: string; endpoint: string };
    const target = new URL(endpoint);
    const put = await testApp.app.inject({
      method: 'PUT',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    assert.equal(put.statusCode, 200);
    assert.equal(put.headers['cache-control'], 'no-store');
    const image = await get(`/uploads/${uploadUuid}`);
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['cache-control'], 'public, max-age=31536000, immutable');
    assertNoSniff(image, 'an uploaded image');
  });

  it('forbids sniffing the identity provider’s answers, which keep its own caching', async () => {
    const discovery = await get('/oidc/.well-known/openid-configuration');
    assert.equal(discovery.statusCode, 200);
    assertNoSniff(discovery, 'discovery');

    const tokens = await passwordGrant(testApp.app, 'demo@tienda.cl');
    assert.equal(tokens.statusCode, 200);
    const token = await testApp.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: 'platform-web',
        grant_type: 'refresh_token',
        refresh_token: String(tokens.body.refresh_token),
      }).toString(),
    });
    assert.equal(token.statusCode, 200);
    assert.equal(token.headers['cache-control'], 'no-store');
    assertNoSniff(token, 'a token answer');

    const page = await get('/oidc/auth?client_id=platform-web');
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assertNoSniff(page, 'an identity provider page');
  });
});
