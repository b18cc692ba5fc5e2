import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import { NEW_EMAIL, bearer, getAccessToken } from '../../testing/tokens.ts';
import type { StoreConfig } from '../contract.ts';

describe('GET /api/store', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  const get = (headers: Record<string, string>) =>
    testApp.app.inject({ url: '/api/store', headers });

  it("gives the caller's store settings, with the external website the product form needs", async () => {
    const response = await get(demo);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json() as StoreConfig, {
      siteName: 'Café Cordillera',
      externalWebsite: 'https://www.cafecordillera.cl',
      language: 'es',
      currency: 'CLP',
    });
  });

  it('gives null for a store without an external website, and each store its own', async () => {
    const before = (await get(otra)).json() as StoreConfig;
    assert.equal(before.siteName, 'Huerta Verde');
    assert.equal(before.externalWebsite, null);
    await testApp.db.query("update stores set external_website = '  ' where id = $1", [
      OTRA_STORE_ID,
    ]);
    assert.equal((await get(otra)).json().externalWebsite, null, 'blank is none');
  });

  it('answers 404 to a merchant without a store, and 401 without a token', async () => {
    const nueva = bearer(await getAccessToken(testApp.app, NEW_EMAIL));
    assert.equal((await get(nueva)).statusCode, 404);
    assert.equal((await get({})).statusCode, 401);
  });
});
