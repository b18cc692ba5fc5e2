import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { ProductListItem } from '../contract.ts';
import { catalogueHelpers } from '../test-helpers.ts';

describe('PUT /api/products/:id/archive', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const archive = (id: string, payload: unknown, headers: Bearer = demo) =>
    h.call('PUT', `/api/products/${id}/archive`, headers, payload);
  const listedIds = async (query: string) =>
    (
      (await h.call('GET', `/api/products?perPage=100&${query}`, demo)).json()
        .data as ProductListItem[]
    ).map((product) => product.id);

  it('archives a product: hidden, badge state, out of the default list, in the archived one', async () => {
    const id = await h.productId(DEMO_STORE_ID, "status = 'active' and visible");
    const response = await archive(id, { isArchived: true });
    assert.equal(response.statusCode, 200, response.body);
    const product = response.json() as ProductListItem;
    assert.equal(product.id, id);
    assert.equal(product.isArchived, true);
    assert.equal(product.status, 'archived');
    assert.equal(product.isActive, false, 'hidden from the shop');
    assert.ok(!(await listedIds('')).includes(id));
    assert.ok((await listedIds('archived=yes')).includes(id));

    const again = await archive(id, { isArchived: true });
    assert.equal(again.statusCode, 200, 'archiving twice is harmless');
    assert.equal(again.json().isArchived, true);
  });

  it('restores an archived product with isArchived false, still hidden', async () => {
    const id = await h.productId(DEMO_STORE_ID, "status = 'archived'");
    const response = await archive(id, { isArchived: false });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().isArchived, false);
    assert.equal(response.json().isActive, false);
    assert.ok((await listedIds('visibility=hidden')).includes(id));
    const archivedAt = await h.one('select archived_at as value from products where id = $1', [id]);
    assert.equal(archivedAt, null);
  });

  it('answers 400 for a body without a true/false isArchived, changing nothing', async () => {
    const id = await h.productId(DEMO_STORE_ID, "status = 'active'");
    const before = await h.snapshot('products', DEMO_STORE_ID);
    for (const payload of [{}, { isArchived: 'sí' }, { isArchived: null }, []]) {
      const response = await archive(id, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.ok(response.json().message);
    }
    assert.deepEqual(await h.snapshot('products', DEMO_STORE_ID), before);
  });

  it("answers 404 to another store's token, and 401 without one", async () => {
    const id = await h.productId(DEMO_STORE_ID, "status = 'active'");
    const before = await h.snapshot('products', DEMO_STORE_ID);
    const response = await archive(id, { isArchived: true }, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Producto no encontrado');
    assert.deepEqual(await h.snapshot('products', DEMO_STORE_ID), before);
    assert.equal((await archive(id, { isArchived: true }, {} as Bearer)).statusCode, 401);
    const own = await h.productId(OTRA_STORE_ID, "status = 'active'");
    assert.equal((await archive(own, { isArchived: true }, otra)).statusCode, 200);
  });
});
