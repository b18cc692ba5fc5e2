import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { Category, CategoryTree } from '../contract.ts';
import { catalogueHelpers } from '../test-helpers.ts';

/** The tree as names: 'Root' or 'Root > Child', in order. */
const outline = (categories: Category[]) =>
  categories.flatMap((root) => [root.name, ...root.children.map((child) => child.fullName)]);

describe('PUT /api/categories/move/:direction/:id', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const move = (
    direction: string,
    id: string,
    headers: Bearer = demo,
    payload: unknown = { categoryId: id },
  ) => h.call('PUT', `/api/categories/move/${direction}/${id}`, headers, payload);
  const tree = async () =>
    ((await h.call('GET', '/api/categories', demo)).json() as CategoryTree).categories;
  const idOf = async (fullName: string) => {
    const found = (await tree())
      .flatMap((root) => [root, ...root.children])
      .find((category) => category.fullName === fullName);
    assert.ok(found, fullName);
    return found.id;
  };
  const moved = async (direction: string, fullName: string) => {
    const response = await move(direction, await idOf(fullName));
    assert.equal(response.statusCode, 200, response.body);
    const categories = (response.json() as CategoryTree).categories;
    assert.deepEqual(categories, await tree(), 'the answer is the new tree');
    for (const level of [categories, ...categories.map((root) => root.children)]) {
      assert.deepEqual(
        level.map((category) => category.order),
        level.map((_, index) => index),
      );
    }
    return outline(categories);
  };

  it('moves a category down and up among its siblings', async () => {
    const down = await moved('down', 'Café > Café en grano');
    assert.deepEqual(down.slice(0, 4), [
      'Café',
      'Café > Café molido',
      'Café > Café en grano',
      'Café > Cápsulas',
    ]);
    const up = await moved('up', 'Café > Café en grano');
    assert.deepEqual(up.slice(0, 4), [
      'Café',
      'Café > Café en grano',
      'Café > Café molido',
      'Café > Cápsulas',
    ]);
    const rootDown = await moved('down', 'Café');
    assert.equal(rootDown[0], 'Té e infusiones');
    await moved('up', 'Café');
  });

  it('moves a subcategory out to the first level, right after its parent, and back in', async () => {
    const out = await moved('out', 'Té e infusiones > Té verde');
    const at = out.indexOf('Té verde');
    assert.ok(at > 0);
    assert.deepEqual(out.slice(at - 3, at + 2), [
      'Té e infusiones',
      'Té e infusiones > Té negro',
      'Té e infusiones > Hierbas e infusiones',
      'Té verde',
      'Accesorios',
    ]);
    const into = await moved('in', 'Té verde');
    assert.deepEqual(into.slice(at - 3, at + 1), [
      'Té e infusiones',
      'Té e infusiones > Té negro',
      'Té e infusiones > Hierbas e infusiones',
      'Té e infusiones > Té verde',
    ]);
    // Its products went with it.
    const id = await idOf('Té e infusiones > Té verde');
    const count = await h.one<number>(
      'select count(*)::integer as value from products where store_id = $1 and category_id = $2',
      [DEMO_STORE_ID, id],
    );
    assert.ok(Number(count) > 0);
  });

  it('refuses (409) where the screen hides the arrow, or a third level would appear', async () => {
    const before = await h.snapshot('categories', DEMO_STORE_ID);
    const cases: Array<[string, string, string]> = [
      ['up', 'Café', 'La categoría ya es la primera de su nivel'],
      ['up', 'Café > Café en grano', 'La categoría ya es la primera de su nivel'],
      ['down', 'Talleres y tarjetas', 'La categoría ya es la última de su nivel'],
      ['down', 'Café > Cápsulas', 'La categoría ya es la última de su nivel'],
      ['out', 'Café', 'La categoría ya está en el primer nivel'],
      ['in', 'Café', 'La categoría no tiene una categoría anterior en la cual ubicarse'],
      ['in', 'Café > Café molido', 'Las categorías tienen como máximo dos niveles'],
      [
        'in',
        'Té e infusiones',
        'Una categoría con subcategorías no puede quedar dentro de otra: las categorías tienen como máximo dos niveles',
      ],
    ];
    for (const [direction, name, message] of cases) {
      const response = await move(direction, await idOf(name));
      assert.equal(response.statusCode, 409, `${direction} ${name}: ${response.body}`);
      assert.equal(response.json().message, message);
    }
    assert.deepEqual(await h.snapshot('categories', DEMO_STORE_ID), before);
  });

  it('moves a root without subcategories into its previous sibling', async () => {
    const into = await moved('in', 'Talleres y tarjetas');
    assert.equal(into.at(-1), 'Dulces y acompañamientos > Talleres y tarjetas');
    await moved('out', 'Dulces y acompañamientos > Talleres y tarjetas');
  });

  it('answers 400 for a bad direction, id or body', async () => {
    const id = await idOf('Café');
    assert.equal((await move('left', id)).statusCode, 400);
    assert.equal((await move('up', 'cafe')).statusCode, 400);
    const mismatch = await move('down', id, demo, { categoryId: await idOf('Accesorios') });
    assert.equal(mismatch.statusCode, 400);
    assert.equal(
      mismatch.json().message,
      'El identificador de la categoría no coincide con el de la dirección',
    );
    assert.equal((await move('down', id, demo, { categoryId: 'x' })).statusCode, 400);
    assert.equal((await move('down', id, demo, 'texto')).statusCode, 400);
  });

  it("answers 404 to another store's token, changing nothing, and 401 without one", async () => {
    const id = await idOf('Café > Café molido');
    const before = await h.snapshot('categories', DEMO_STORE_ID);
    const response = await move('up', id, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Categoría no encontrada');
    assert.deepEqual(await h.snapshot('categories', DEMO_STORE_ID), before);
    assert.equal((await move('up', id, {} as Bearer)).statusCode, 401);
  });
});
