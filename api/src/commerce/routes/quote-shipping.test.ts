import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { catalogueHelpers } from '../../catalogue/test-helpers.ts';
import {
  DEMO_STORE_ID,
  DEMO_STORE_SUBDOMAIN,
  OTRA_STORE_ID,
  OTRA_STORE_SUBDOMAIN,
} from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { ShippingQuote } from '../contract.ts';

const NO_RULE = 'No hay despacho disponible para esta comuna';

describe('GET /api/public/stores/:subdomain/shipping-quote', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  /** Without a token: the checkout is public. */
  const quote = (commune: string, subdomain = DEMO_STORE_SUBDOMAIN) =>
    h.call(
      'GET',
      `/api/public/stores/${subdomain}/shipping-quote?commune=${encodeURIComponent(commune)}`,
      {},
    );
  const ruleOf = async (storeId: string, price: number) =>
    h.one('select id::text as value from shipping_rules where store_id = $1 and price = $2', [
      storeId,
      price,
    ]);
  const addRule = (price: number, cities: string[], isActive: boolean) =>
    h.call('POST', '/api/shippings/rules', demo, { price, cities, isActive });

  it('charges the cheapest active rule that lists the commune, written any way', async () => {
    // Maipú is in the seed's 2990 and 3990 rules.
    for (const written of ['Maipú', 'maipu', '  MAIPÚ ']) {
      const response = await quote(written);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json() as ShippingQuote, {
        commune: 'Maipú',
        price: 2990,
        ruleId: await ruleOf(DEMO_STORE_ID, 2990),
      });
    }
    const other = (await quote('san bernardo')).json() as ShippingQuote;
    assert.deepEqual(other, {
      commune: 'San Bernardo',
      price: 3990,
      ruleId: await ruleOf(DEMO_STORE_ID, 3990),
    });
  });

  it('ignores inactive rules, however cheap', async () => {
    // Punta Arenas is only in the seed's inactive 9990 rule.
    const none = await quote('Punta Arenas');
    assert.equal(none.statusCode, 404);
    assert.equal(none.json().message, NO_RULE);

    assert.equal((await addRule(100, ['Providencia'], false)).statusCode, 201);
    assert.equal((await quote('Providencia')).json().price, 2990);
    const cheaper = await addRule(1990, ['Providencia', 'Temuco'], true);
    assert.equal(cheaper.statusCode, 201);
    const response = await quote('providencia');
    assert.deepEqual(response.json(), {
      commune: 'Providencia',
      price: 1990,
      ruleId: cheaper.json().id,
    });
  });

  it('answers 404 with the spec message to a commune no rule lists or that is not one', async () => {
    for (const commune of ['Chillán', 'Gotham', 'x'.repeat(100)]) {
      const response = await quote(commune);
      assert.equal(response.statusCode, 404, commune);
      assert.equal(response.json().message, NO_RULE);
    }
    assert.equal((await quote('')).statusCode, 400);
  });

  it("reads only that store's rules, and only of a published store", async () => {
    // otra (unpublished) ships to Viña del Mar for 2490, demo for 4990.
    assert.equal((await quote('Viña del Mar')).json().price, 4990);
    const unpublished = await quote('Viña del Mar', OTRA_STORE_SUBDOMAIN);
    assert.equal(unpublished.statusCode, 404);
    assert.equal(unpublished.json().message, NO_RULE);
    const unknown = await quote('Viña del Mar', 'no-existe');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, NO_RULE);

    await testApp.db.query('update stores set published_at = now() where id = $1', [OTRA_STORE_ID]);
    const published = await quote('vina del mar', OTRA_STORE_SUBDOMAIN);
    assert.equal(published.statusCode, 200, published.body);
    assert.equal(published.json().price, 2490);
    assert.equal(published.json().ruleId, await ruleOf(OTRA_STORE_ID, 2490));
    assert.equal((await quote('Maipú', OTRA_STORE_SUBDOMAIN)).statusCode, 404);
  });
});
