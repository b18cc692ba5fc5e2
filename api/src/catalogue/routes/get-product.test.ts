import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { ProductDetail, ProductListItem } from '../contract.ts';
import { catalogueHelpers } from '../test-helpers.ts';

describe('GET /api/products/:id', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  it('gives a pack with every form field and the products it holds', async () => {
    const packId = await h.productId(DEMO_STORE_ID, "type = 'pack' and status = 'active'");
    const response = await h.call('GET', `/api/products/${packId}`, demo);
    assert.equal(response.statusCode, 200);
    const pack = response.json() as ProductDetail;
    assert.equal(pack.id, packId);
    assert.equal(pack.type, 'pack');
    assert.ok(pack.renewalPeriod, 'a pack renews on its own');
    assert.ok(pack.items.length > 0);
    const { rows } = await testApp.db.query<{ name: string; quantity: number }>(
      `select p.name, i.quantity from pack_items i
       join products p on p.store_id = i.store_id and p.id = i.product_id
       where i.store_id = $1 and i.pack_id = $2 order by p.name`,
      [DEMO_STORE_ID, packId],
    );
    assert.deepEqual(
      pack.items.map((item) => ({ name: item.name, quantity: item.quantity })),
      rows,
    );
    for (const field of ['description', 'characteristics', 'benefits', 'externalUrl'] as const)
      assert.ok(field in pack, field);

    // The fields it shares with the list are the list's values.
    const listed = await h.call(
      'GET',
      `/api/products?search=${encodeURIComponent(pack.sku)}&archived=all`,
      demo,
    );
    const item = (listed.json().data as ProductListItem[]).find((p) => p.id === packId);
    assert.ok(item);
    for (const [key, value] of Object.entries(item))
      assert.deepEqual(pack[key as keyof ProductDetail], value, key);
  });

  it('gives an archived product too, marked as archived', async () => {
    const archivedId = await h.productId(DEMO_STORE_ID, "status = 'archived'");
    const response = await h.call('GET', `/api/products/${archivedId}`, demo);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().isArchived, true);
  });

  it("answers 404 for another store's product, showing nothing of it", async () => {
    const demoProduct = await h.productId(DEMO_STORE_ID);
    const name = await h.one('select name as value from products where id = $1', [demoProduct]);
    const response = await h.call('GET', `/api/products/${demoProduct}`, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Producto no encontrado');
    assert.ok(name && !response.body.includes(name));
    const own = await h.productId(OTRA_STORE_ID);
    assert.equal((await h.call('GET', `/api/products/${own}`, otra)).statusCode, 200);
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    const unknown = await h.call('GET', '/api/products/00000000-0000-4000-8000-000000000000', demo);
    assert.equal(unknown.statusCode, 404);
    for (const id of ['cafe', 'urn:uuid:00000000-0000-4000-8000-000000000000']) {
      const bad = await h.call('GET', `/api/products/${encodeURIComponent(id)}`, demo);
      assert.equal(bad.statusCode, 400, id);
      assert.match(bad.json().message, /«id»/);
    }
  });

  it('answers 401 without a valid token', async () => {
    const id = await h.productId(DEMO_STORE_ID);
    for (const headers of [{}, { authorization: 'Bearer no-es-un-token' }] as Array<
      Record<string, string>
    >) {
      assert.equal((await h.call('GET', `/api/products/${id}`, headers)).statusCode, 401);
    }
  });
});
