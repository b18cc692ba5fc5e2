import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { STORE_SETTINGS_MESSAGES } from '@platform/shared/validation';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import { NEW_EMAIL, bearer, getAccessToken } from '../../testing/tokens.ts';
import type { StoreConfig } from '../contract.ts';

const m = STORE_SETTINGS_MESSAGES;

describe('PUT /api/store', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  const put = (headers: Record<string, string>, payload: unknown) =>
    testApp.sendJson('PUT', '/api/store', payload, headers);

  async function stored(storeId: string) {
    const { rows } = await testApp.db.query<Record<string, unknown>>(
      'select name, external_website, language, currency from stores where id = $1',
      [storeId],
    );
    return rows[0];
  }

  it('saves the settings, keeping the website as protocol and host, and GET answers them', async () => {
    const response = await put(otra, {
      siteName: '  Huerta Verde Viña ',
      externalWebsite: 'https://WWW.HuertaVerde.cl/suscripciones?ref=1',
      language: 'es',
      currency: 'CLP',
    });
    assert.equal(response.statusCode, 200, response.body);
    const expected: StoreConfig = {
      siteName: 'Huerta Verde Viña',
      externalWebsite: 'https://www.huertaverde.cl',
      language: 'es',
      currency: 'CLP',
    };
    assert.deepEqual(response.json(), expected);
    assert.deepEqual(
      (await testApp.app.inject({ url: '/api/store', headers: otra })).json(),
      expected,
    );
  });

  it('removes the website with a blank or null one; language and currency default to es and CLP', async () => {
    for (const externalWebsite of ['', null]) {
      const response = await put(otra, { siteName: 'Huerta Verde', externalWebsite });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), {
        siteName: 'Huerta Verde',
        externalWebsite: null,
        language: 'es',
        currency: 'CLP',
      });
      assert.equal((await stored(OTRA_STORE_ID))?.external_website, null);
    }
  });

  it('rejects bad bodies with a 400 and the spec’s message, saving nothing', async () => {
    const before = await stored(OTRA_STORE_ID);
    const valid = { siteName: 'Huerta', externalWebsite: '', language: 'es', currency: 'CLP' };
    const cases: Array<[unknown, string, string | undefined]> = [
      [{ ...valid, siteName: '' }, m.siteNameRequired, 'siteName'],
      [{ ...valid, siteName: 'x'.repeat(101) }, m.siteNameMax, 'siteName'],
      [
        { ...valid, externalWebsite: 'www.huertaverde.cl' },
        'Ingresa una URL válida (ejemplo: https://www.mitienda.cl)',
        'externalWebsite',
      ],
      [{ ...valid, externalWebsite: 'https://huertaverde' }, m.externalWebsite, 'externalWebsite'],
      [{ ...valid, language: 'en' }, m.language, 'language'],
      [{ ...valid, currency: 'USD' }, m.currency, 'currency'],
      [{ ...valid, siteName: 42 }, 'El campo «siteName» debe ser un texto', undefined],
      [['Huerta'], 'Se esperaba un objeto JSON', undefined],
      ['texto', 'Se esperaba un objeto JSON', undefined],
    ];
    for (const [payload, message, field] of cases) {
      const response = await put(otra, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      const body = response.json();
      assert.equal(body.message, message, JSON.stringify(payload));
      if (field) assert.equal(body.fields?.[field], message);
    }
    assert.deepEqual(await stored(OTRA_STORE_ID), before);
  });

  it("changes only the caller's store", async () => {
    const demoBefore = await stored(DEMO_STORE_ID);
    const response = await put(otra, {
      siteName: 'Huerta Verde Limache',
      externalWebsite: 'https://www.cafecordillera.cl',
      language: 'es',
      currency: 'CLP',
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(await stored(DEMO_STORE_ID), demoBefore);
    const demoStore = (await testApp.app.inject({ url: '/api/store', headers: demo })).json();
    assert.equal(demoStore.siteName, 'Café Cordillera');
    assert.equal((await stored(OTRA_STORE_ID))?.name, 'Huerta Verde Limache');
  });

  it('answers 404 to a merchant without a store, and 401 without a token', async () => {
    const nueva = bearer(await getAccessToken(testApp.app, NEW_EMAIL));
    const body = { siteName: 'Nueva' };
    assert.equal((await put(nueva, body)).statusCode, 404);
    assert.equal((await put({}, body)).statusCode, 401);
  });
});
