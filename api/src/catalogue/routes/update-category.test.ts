import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { Category, CategoryNode, CategoryTree } from '../contract.ts';
import { catalogueHelpers } from '../test-helpers.ts';

describe('PUT /api/categories/:id', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const update = (id: string, payload: unknown, headers: Bearer = demo) =>
    h.call('PUT', `/api/categories/${id}`, headers, payload);
  const tree = async () =>
    ((await h.call('GET', '/api/categories', demo)).json() as CategoryTree).categories;
  const root = async (name: string) => {
    const found = (await tree()).find((category) => category.name === name);
    assert.ok(found, name);
    return found as Category;
  };

  it('renames a category; its subcategories’ full names follow', async () => {
    const cafe = await root('Café');
    const response = await update(cafe.id, {
      name: 'Cafés',
      description: 'Tostado en Santiago',
      uuid: cafe.id,
    });
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json() as CategoryNode;
    assert.equal(saved.name, 'Cafés');
    assert.equal(saved.description, 'Tostado en Santiago');
    assert.equal(saved.isEnabled, true, 'left out: kept');
    assert.equal(saved.order, cafe.order, 'same place');
    assert.equal((await root('Cafés')).children[0]?.fullName, 'Cafés > Café en grano');
    assert.equal((await update(cafe.id, { name: 'Café' })).statusCode, 200);
  });

  it('keeps what the body leaves out, and changes visibility when given', async () => {
    const dulces = await root('Dulces y acompañamientos');
    const temporada = dulces.children[0] as CategoryNode;
    const response = await update(temporada.id, { name: 'Temporada de verano' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().isEnabled, false);
    assert.equal(response.json().parentId, dulces.id);
    assert.equal(response.json().description, temporada.description);
    const shown = await update(temporada.id, { name: 'Temporada', isEnabled: true });
    assert.equal(shown.json().isEnabled, true);
  });

  it('moves a subcategory under another root, last there, closing the gap it leaves', async () => {
    const te = await root('Té e infusiones');
    const accesorios = await root('Accesorios');
    const moved = te.children[0] as CategoryNode;
    const response = await update(moved.id, { name: moved.name, parentId: accesorios.id });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().parentId, accesorios.id);
    assert.equal(response.json().fullName, `Accesorios > ${moved.name}`);
    const after = await tree();
    const newTe = after.find((category) => category.id === te.id) as Category;
    const newAccesorios = after.find((category) => category.id === accesorios.id) as Category;
    assert.deepEqual(
      newTe.children.map((child) => child.order),
      [0, 1],
    );
    assert.equal(newAccesorios.children.at(-1)?.id, moved.id);
    assert.equal(newAccesorios.children.at(-1)?.order, accesorios.children.length);

    // And up to the first level with parentId null.
    const toRoot = await update(moved.id, { name: moved.name, parentId: null });
    assert.equal(toRoot.json().parentId, null);
    assert.equal((await tree()).at(-1)?.id, moved.id);
  });

  it('refuses a parent that would break the two levels or make a loop, writing nothing', async () => {
    const cafe = await root('Café');
    const te = await root('Té e infusiones');
    const grano = cafe.children[0] as CategoryNode;
    const before = await h.snapshot('categories', DEMO_STORE_ID);
    const cases: Array<[string, unknown, string]> = [
      [
        cafe.id,
        { name: 'Café', parentId: cafe.id },
        'Una categoría no puede ser su propia categoría padre',
      ],
      [
        cafe.id,
        { name: 'Café', parentId: grano.id },
        'Una categoría no puede quedar dentro de una de sus subcategorías',
      ],
      [
        cafe.id,
        { name: 'Café', parentId: te.id },
        'Una categoría con subcategorías no puede quedar dentro de otra: las categorías tienen como máximo dos niveles',
      ],
      [
        (te.children[0] as CategoryNode).id,
        { name: 'x', parentId: grano.id },
        'Las categorías tienen como máximo dos niveles',
      ],
      [
        grano.id,
        { name: 'x', parentId: await h.categoryId(OTRA_STORE_ID) },
        'La categoría padre no existe en tu tienda',
      ],
      [grano.id, { name: '' }, 'El nombre es requerido'],
      [
        grano.id,
        { name: 'x', description: 'y'.repeat(501) },
        'La descripción no puede exceder 500 caracteres',
      ],
    ];
    for (const [id, payload, message] of cases) {
      const response = await update(id, payload);
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
      assert.equal(response.json().message, message);
    }
    const mismatch = await update(grano.id, { name: 'x', uuid: cafe.id });
    assert.equal(mismatch.statusCode, 400);
    assert.equal(
      mismatch.json().message,
      'El identificador de la categoría no coincide con el de la dirección',
    );
    assert.deepEqual(await h.snapshot('categories', DEMO_STORE_ID), before);
  });

  it("answers 404 to another store's token, changing nothing, and 401 without one", async () => {
    const cafe = await root('Café');
    const before = await h.snapshot('categories', DEMO_STORE_ID);
    const response = await update(cafe.id, { name: 'Robada' }, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Categoría no encontrada');
    assert.deepEqual(await h.snapshot('categories', DEMO_STORE_ID), before);
    assert.equal((await update(cafe.id, { name: 'x' }, {} as Bearer)).statusCode, 401);
  });
});
