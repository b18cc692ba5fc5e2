import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { ProductListItem } from '../contract.ts';
import { catalogueHelpers } from '../test-helpers.ts';

describe('PUT /api/products/:id/visibility', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const setVisibility = (id: string, payload: unknown, headers: Bearer = demo) =>
    h.call('PUT', `/api/products/${id}/visibility`, headers, payload);
  const listedIds = async (visibility: string) =>
    (
      (await h.call('GET', `/api/products?perPage=100&visibility=${visibility}`, demo)).json()
        .data as ProductListItem[]
    ).map((product) => product.id);

  it('hides and shows a product, as the visibility filter then lists it', async () => {
    const id = await h.productId(DEMO_STORE_ID, "status = 'active' and visible");
    const hidden = await setVisibility(id, { isActive: false });
    assert.equal(hidden.statusCode, 200);
    assert.equal((hidden.json() as ProductListItem).isActive, false);
    assert.ok((await listedIds('hidden')).includes(id));
    assert.ok(!(await listedIds('visible')).includes(id));

    const shown = await setVisibility(id, { isActive: true });
    assert.equal(shown.statusCode, 200);
    assert.equal(shown.json().isActive, true);
    assert.ok((await listedIds('visible')).includes(id));
  });

  it('refuses an archived product (409), which has no visibility action', async () => {
    const id = await h.productId(DEMO_STORE_ID, "status = 'archived'");
    const response = await setVisibility(id, { isActive: true });
    assert.equal(response.statusCode, 409);
    assert.equal(
      response.json().message,
      'El producto está archivado: no se puede mostrar ni ocultar',
    );
    assert.equal(await h.one('select visible as value from products where id = $1', [id]), false);
  });

  it('answers 400 for a bad body, changing nothing', async () => {
    const id = await h.productId(DEMO_STORE_ID, "status = 'active'");
    const before = await h.snapshot('products', DEMO_STORE_ID);
    for (const payload of [{}, { isActive: 'visible' }, { isActive: 1 }]) {
      const response = await setVisibility(id, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(response.json().message, /isActive/);
    }
    assert.deepEqual(await h.snapshot('products', DEMO_STORE_ID), before);
  });

  it("answers 404 to another store's token, and 401 without one", async () => {
    const id = await h.productId(DEMO_STORE_ID, "status = 'active' and visible");
    const response = await setVisibility(id, { isActive: false }, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(await h.one('select visible as value from products where id = $1', [id]), true);
    assert.equal((await setVisibility(id, { isActive: false }, {} as Bearer)).statusCode, 401);
    const own = await h.productId(OTRA_STORE_ID, "status = 'active'");
    assert.equal((await setVisibility(own, { isActive: false }, otra)).statusCode, 200);
  });
});
