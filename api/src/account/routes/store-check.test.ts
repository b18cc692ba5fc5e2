import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  DEMO_EMAIL,
  NEW_EMAIL,
  OTHER_EMAIL,
  bearer,
  getAccessToken,
  getTokens,
} from '../../testing/tokens.ts';

describe('GET /api/auth/login (store check)', () => {
  let testApp: TestApp;
  before(async () => {
    testApp = await createTestApp();
  });
  after(() => testApp.close());

  it('answers hasStore with the store of the demo merchant', async () => {
    const token = await getAccessToken(testApp.app, DEMO_EMAIL);
    const response = await testApp.app.inject({ url: '/api/auth/login', headers: bearer(token) });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.hasStore, true);
    assert.equal(body.statusCode, 200);
    assert.equal(body.message, 'OK');
    const { rows } = await testApp.db.query<{ id: string; name: string; subdomain: string }>(
      `select s.id::text as id, s.name, s.subdomain from stores s join users u on u.id = s.owner_user_id where u.email = $1`,
      [DEMO_EMAIL],
    );
    assert.deepEqual(
      { id: body.store.id, name: body.store.name, subdomain: body.store.subdomain },
      rows[0],
    );
    assert.ok(body.store.publishedAt === null || !Number.isNaN(Date.parse(body.store.publishedAt)));
  });

  it("gives each merchant their own store, never another's", async () => {
    const demo = (
      await testApp.app.inject({
        url: '/api/auth/login',
        headers: bearer(await getAccessToken(testApp.app, DEMO_EMAIL)),
      })
    ).json();
    const otra = (
      await testApp.app.inject({
        url: '/api/auth/login',
        headers: bearer(await getAccessToken(testApp.app, OTHER_EMAIL)),
      })
    ).json();
    assert.equal(otra.hasStore, true);
    assert.notEqual(otra.store.id, demo.store.id);
  });

  it("answers 404 'Store not found' for a merchant without a store", async () => {
    const token = await getAccessToken(testApp.app, NEW_EMAIL);
    const response = await testApp.app.inject({ url: '/api/auth/login', headers: bearer(token) });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), {
      hasStore: false,
      statusCode: 404,
      message: 'Store not found',
    });
  });

  it('answers 401 without a token, with a malformed one or with a foreign signature', async () => {
    const token = await getAccessToken(testApp.app, DEMO_EMAIL);
    const [header = '', payload = ''] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`;
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer abc.def.ghi',
      `Bearer ${forged}`,
      `Basic ${token}`,
    ]) {
      const response = await testApp.app.inject({
        url: '/api/auth/login',
        headers: authorization ? { authorization } : {},
      });
      assert.equal(response.statusCode, 401, String(authorization));
      assert.equal(response.json().statusCode, 401);
      assert.equal(response.headers['www-authenticate'], 'Bearer error="invalid_token"');
    }
  });

  it('refuses an ID token used as an access token', async () => {
    const { id_token: idToken } = await getTokens(testApp.app, DEMO_EMAIL);
    const response = await testApp.app.inject({ url: '/api/auth/login', headers: bearer(idToken) });
    assert.equal(response.statusCode, 401);
  });
});
