import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { Category, CategoryTree } from '../contract.ts';
import { catalogueHelpers } from '../test-helpers.ts';

describe('GET /api/categories', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const tree = async (headers: Bearer) => {
    const response = await h.call('GET', '/api/categories', headers);
    assert.equal(response.statusCode, 200);
    return (response.json() as CategoryTree).categories;
  };
  const byName = (categories: Category[], name: string) => {
    const found = categories
      .flatMap((root) => [root, ...root.children])
      .find((c) => c.name === name);
    assert.ok(found, name);
    return found;
  };

  it("gives the store's 18 categories as a two-level tree in order", async () => {
    const roots = await tree(demo);
    assert.deepEqual(
      roots.map((root) => root.name),
      [
        'Café',
        'Té e infusiones',
        'Accesorios',
        'Packs y regalos',
        'Dulces y acompañamientos',
        'Talleres y tarjetas',
      ],
    );
    assert.equal(
      roots.reduce((sum, root) => sum + 1 + root.children.length, 0),
      18,
    );
    assert.deepEqual(
      roots[0]?.children.map((child) => [child.name, child.order, child.parentId]),
      [
        ['Café en grano', 0, roots[0]?.id],
        ['Café molido', 1, roots[0]?.id],
        ['Cápsulas', 2, roots[0]?.id],
      ],
    );
    assert.deepEqual(
      roots.map((root) => root.order),
      [0, 1, 2, 3, 4, 5],
    );
    for (const root of roots) assert.equal(root.parentId, null);
  });

  it("joins a subcategory's full name with ' > ' and says whether it is visible", async () => {
    const roots = await tree(demo);
    assert.equal(byName(roots, 'Café en grano').fullName, 'Café > Café en grano');
    assert.equal(byName(roots, 'Café').fullName, 'Café');
    assert.equal(byName(roots, 'Temporada').isEnabled, false);
    assert.equal(byName(roots, 'Temporada').fullName, 'Dulces y acompañamientos > Temporada');
  });

  it('counts the products of each category as the filtered list does, archived ones aside', async () => {
    const roots = await tree(demo);
    const grano = byName(roots, 'Café en grano');
    const listed = await h.call('GET', `/api/products?category=${grano.id}`, demo);
    assert.equal(grano.productCount, listed.json().total);
    assert.ok(grano.productCount > 0);
    const cafe = byName(roots, 'Café') as Category;
    assert.equal(
      cafe.totalProductCount,
      cafe.productCount + cafe.children.reduce((sum, child) => sum + child.productCount, 0),
    );
    const { rows } = await testApp.db.query<{ n: number }>(
      `select count(*)::integer as n from products
       where store_id = $1 and category_id is not null and status <> 'archived'`,
      [DEMO_STORE_ID],
    );
    assert.equal(
      roots.reduce((sum, root) => sum + root.totalProductCount, 0),
      rows[0]?.n,
    );
  });

  it('gives another store only its own tree, and 401 without a token', async () => {
    const demoIds = new Set(
      (await tree(demo)).flatMap((root) => [root.id, ...root.children.map((child) => child.id)]),
    );
    const theirs = await tree(otra);
    for (const root of theirs) {
      assert.ok(!demoIds.has(root.id));
      for (const child of root.children) assert.ok(!demoIds.has(child.id));
    }
    assert.equal((await h.call('GET', '/api/categories', {})).statusCode, 401);
  });
});
