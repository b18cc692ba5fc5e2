import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { Category, CategoryTree } from '../contract.ts';
import { catalogueHelpers } from '../test-helpers.ts';

describe('DELETE /api/categories/:id', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const remove = (id: string, payload: unknown, headers: Bearer = demo) =>
    h.call('DELETE', `/api/categories/${id}`, headers, payload);
  const tree = async () =>
    ((await h.call('GET', '/api/categories', demo)).json() as CategoryTree).categories;
  const root = async (name: string) => {
    const found = (await tree()).find((category) => category.name === name);
    assert.ok(found, name);
    return found as Category;
  };
  const productsIn = async (categoryIds: string[]) =>
    (
      await testApp.db.query<{ id: string }>(
        `select id::text as id from products where store_id = $1 and category_id = any($2::uuid[])
         order by id`,
        [DEMO_STORE_ID, categoryIds],
      )
    ).rows.map((row) => row.id);

  it('asks what to do with the products, writing nothing until told', async () => {
    const te = await root('Té e infusiones');
    const children = te.children.map((child) => child.id);
    const before = [
      await h.snapshot('categories', DEMO_STORE_ID),
      await h.snapshot('products', DEMO_STORE_ID),
    ];
    const response = await remove(te.id, { categoryId: te.id, childCategories: children });
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json().message,
      'Elige qué hacer con los productos de la categoría: dejarlos sin categoría o moverlos a otra',
    );
    const cases: Array<[unknown, string]> = [
      [
        { productAction: 'move', childCategories: children },
        'Selecciona la categoría a la que se moverán los productos',
      ],
      [
        { productAction: 'move', targetCategoryId: children[0], childCategories: children },
        'La categoría de destino no puede ser la categoría que eliminas ni una de sus subcategorías',
      ],
      [
        {
          productAction: 'move',
          targetCategoryId: await h.categoryId(OTRA_STORE_ID),
          childCategories: children,
        },
        'La categoría de destino no existe en tu tienda',
      ],
      [
        { categoryId: children[0], productAction: 'uncategorize', childCategories: children },
        'El identificador de la categoría no coincide con el de la dirección',
      ],
      [
        { productAction: 'borrar', childCategories: children },
        'El campo «productAction» debe ser uno de: uncategorize, move',
      ],
    ];
    for (const [payload, message] of cases) {
      const refused = await remove(te.id, payload);
      assert.equal(refused.statusCode, 400, `${JSON.stringify(payload)}: ${refused.body}`);
      assert.equal(refused.json().message, message);
    }
    assert.deepEqual(
      [await h.snapshot('categories', DEMO_STORE_ID), await h.snapshot('products', DEMO_STORE_ID)],
      before,
    );
  });

  it('refuses (409) when the subcategories sent are not the ones it has', async () => {
    const te = await root('Té e infusiones');
    const children = te.children.map((child) => child.id);
    for (const childCategories of [[], children.slice(1), [...children, te.id], undefined]) {
      const response = await remove(te.id, { productAction: 'uncategorize', childCategories });
      assert.equal(response.statusCode, 409, JSON.stringify(childCategories));
      assert.equal(
        response.json().message,
        'Las subcategorías cambiaron mientras tanto. Recarga las categorías e intenta nuevamente.',
      );
    }
    assert.ok((await tree()).some((category) => category.id === te.id));
  });

  it('deletes a category with its subcategories, moving their products to the target', async () => {
    const te = await root('Té e infusiones');
    const target = (await root('Café')).children[0];
    assert.ok(target);
    const deleted = [te.id, ...te.children.map((child) => child.id)];
    const products = await productsIn(deleted);
    assert.ok(products.length > 0);
    const targetBefore = await productsIn([target.id]);
    const response = await remove(te.id, {
      categoryId: te.id,
      productAction: 'move',
      targetCategoryId: target.id,
      childCategories: te.children.map((child) => child.id),
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      deletedIds: deleted,
      movedProducts: products.length,
      uncategorizedProducts: 0,
    });
    assert.deepEqual(await productsIn([target.id]), [...targetBefore, ...products].sort());
    const after = await tree();
    assert.ok(!after.some((category) => deleted.includes(category.id)));
    assert.deepEqual(
      after.map((category) => category.order),
      after.map((_, index) => index),
      'the roots close the gap',
    );
  });

  it('deletes a subcategory leaving its products uncategorized', async () => {
    const accesorios = await root('Accesorios');
    const child = accesorios.children[0];
    assert.ok(child);
    const products = await productsIn([child.id]);
    assert.ok(products.length > 0);
    const response = await remove(child.id, { productAction: 'uncategorize' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().uncategorizedProducts, products.length);
    const nulls = await h.one<number>(
      `select count(*)::integer as value from products where store_id = $1
       and id = any($2::uuid[]) and category_id is null`,
      [DEMO_STORE_ID, products],
    );
    assert.equal(nulls, products.length);
    const after = await root('Accesorios');
    assert.deepEqual(
      after.children.map((c) => [c.id, c.order]),
      accesorios.children.slice(1).map((c, index) => [c.id, index]),
    );
  });

  it('deletes a category without products with no choice to make', async () => {
    const created = await h.call('POST', '/api/categories', demo, { name: 'Vacía' });
    const id = created.json().id as string;
    const response = await remove(id, {});
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      deletedIds: [id],
      movedProducts: 0,
      uncategorizedProducts: 0,
    });
    assert.equal((await remove(id, {})).statusCode, 404);
  });

  it("answers 404 to another store's token, changing nothing, and 401 without one", async () => {
    const cafe = await root('Café');
    const payload = {
      productAction: 'uncategorize',
      childCategories: cafe.children.map((child) => child.id),
    };
    const before = await h.snapshot('categories', DEMO_STORE_ID);
    const response = await remove(cafe.id, payload, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Categoría no encontrada');
    assert.deepEqual(await h.snapshot('categories', DEMO_STORE_ID), before);
    assert.equal((await remove(cafe.id, payload, {} as Bearer)).statusCode, 401);
  });
});
