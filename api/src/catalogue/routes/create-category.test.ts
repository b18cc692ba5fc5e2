import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { CategoryNode, CategoryTree } from '../contract.ts';
import { catalogueHelpers } from '../test-helpers.ts';

describe('POST /api/categories', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const create = (payload: unknown, headers: Bearer = demo) =>
    h.call('POST', '/api/categories', headers, payload);
  const roots = async (headers: Bearer = demo) =>
    ((await h.call('GET', '/api/categories', headers)).json() as CategoryTree).categories;

  it('creates a root category, last in the tree, visible by default', async () => {
    const response = await create({ name: '  Chocolates ', description: 'De origen' });
    assert.equal(response.statusCode, 201, response.body);
    const created = response.json() as CategoryNode;
    assert.equal(created.name, 'Chocolates');
    assert.equal(created.description, 'De origen');
    assert.equal(created.parentId, null);
    assert.equal(created.isEnabled, true);
    assert.equal(created.productCount, 0);
    assert.equal(created.fullName, 'Chocolates');
    const tree = await roots();
    assert.equal(tree.at(-1)?.id, created.id);
    assert.equal(created.order, tree.length - 1);
  });

  it('creates a hidden subcategory under a root, with the id the client chose', async () => {
    const parent = (await roots())[0];
    assert.ok(parent);
    const uuid = '0b6f3c1e-2d4a-4c5b-9e8f-7a6b5c4d3e2f';
    const response = await create({
      name: 'Café verde',
      parentId: parent.id,
      isEnabled: false,
      uuid,
    });
    assert.equal(response.statusCode, 201, response.body);
    const created = response.json() as CategoryNode;
    assert.equal(created.id, uuid);
    assert.equal(created.parentId, parent.id);
    assert.equal(created.isEnabled, false);
    assert.equal(created.fullName, `${parent.name} > Café verde`);
    assert.equal(created.order, parent.children.length, 'last among its siblings');

    const again = await create({ name: 'Otra vez', uuid });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'Ya existe una categoría con este identificador');
    // The same id is free in another store: ids are per store, and tell nothing across them.
    assert.equal((await create({ name: 'Mía', uuid }, otra)).statusCode, 201);
  });

  it('answers 400 with the form’s message, writing nothing', async () => {
    const child = await h.categoryId(DEMO_STORE_ID, 'parent_id is not null');
    const theirs = await h.categoryId(OTRA_STORE_ID);
    const before = await h.snapshot('categories', DEMO_STORE_ID);
    const cases: Array<[unknown, string, string]> = [
      [{}, 'name', 'El nombre es requerido'],
      [{ name: '   ' }, 'name', 'El nombre es requerido'],
      [{ name: 'x'.repeat(101) }, 'name', 'El nombre no puede exceder 100 caracteres'],
      [
        { name: 'Ok', description: 'x'.repeat(501) },
        'description',
        'La descripción no puede exceder 500 caracteres',
      ],
      [
        { name: 'Ok', isEnabled: 'quizás' },
        'isEnabled',
        'El campo isEnabled debe ser verdadero o falso',
      ],
      [{ name: 'Ok', parentId: 'cafe' }, 'parentId', 'La categoría padre no existe en tu tienda'],
      [{ name: 'Ok', uuid: 'nuevo' }, 'uuid', 'El identificador de la categoría no es válido'],
      [
        { name: 'Tercer nivel', parentId: child },
        'parentId',
        'Las categorías tienen como máximo dos niveles',
      ],
      [
        { name: 'En otra tienda', parentId: theirs },
        'parentId',
        'La categoría padre no existe en tu tienda',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await create(payload);
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
      assert.equal(response.json().message, message, JSON.stringify(payload));
      assert.equal(response.json().fields[field], message);
    }
    for (const payload of ['texto', [{ name: 'x' }], null]) {
      const response = await testApp.sendJson('POST', '/api/categories', payload, demo);
      assert.equal(response.statusCode, 400);
    }
    assert.deepEqual(await h.snapshot('categories', DEMO_STORE_ID), before, 'nothing written');
  });

  it("creates in the caller's store only, and answers 401 without a token", async () => {
    const response = await create({ name: 'Verduras de hoja' }, otra);
    assert.equal(response.statusCode, 201);
    const store = await h.one('select store_id::text as value from categories where id = $1', [
      response.json().id,
    ]);
    assert.equal(store, OTRA_STORE_ID);
    assert.equal((await create({ name: 'Sin token' }, {} as Bearer)).statusCode, 401);
  });
});
