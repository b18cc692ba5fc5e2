import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { StockAdjustment } from '../contract.ts';
import { catalogueHelpers } from '../test-helpers.ts';

describe('PUT /api/products/:id/adjust-stock', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const adjust = (id: string, payload: unknown, headers: Bearer = demo) =>
    h.call('PUT', `/api/products/${id}/adjust-stock`, headers, payload);
  const newProduct = async (stock: number) => {
    const response = await h.call('POST', '/api/products', demo, {
      name: `Stock ${stock}`,
      price: 1990,
      stock,
      minStock: 2,
    });
    assert.equal(response.statusCode, 201);
    return response.json().id as string;
  };
  const stockOf = async (id: string) =>
    Number(await h.one('select stock as value from products where id = $1', [id]));

  it('sets, adds and subtracts, answering the stock before and after', async () => {
    const id = await newProduct(10);
    const set = await adjust(id, { type: 'set', value: 7 });
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(set.json() as StockAdjustment, {
      id,
      previousStock: 10,
      stock: 7,
      minStock: 2,
    });
    const added = await adjust(id, { type: 'add', value: '5' });
    assert.deepEqual(added.json(), { id, previousStock: 7, stock: 12, minStock: 2 });
    const subtracted = await adjust(id, { type: 'subtract', value: 4 });
    assert.deepEqual(subtracted.json(), { id, previousStock: 12, stock: 8, minStock: 2 });
    const listed = await h.call(
      'GET',
      `/api/products?search=${encodeURIComponent('Stock 10')}`,
      demo,
    );
    assert.equal(listed.json().data[0]?.stock, 8, 'the list shows the new stock');
  });

  it('never goes below 0: a larger subtraction leaves the product out of stock', async () => {
    const id = await newProduct(3);
    const response = await adjust(id, { type: 'subtract', value: 10 });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().stock, 0);
    assert.equal(response.json().previousStock, 3);
    const outOfStock = await h.call(
      'GET',
      '/api/products?stockStatus=out-of-stock&perPage=100',
      demo,
    );
    assert.ok((outOfStock.json().data as Array<{ id: string }>).some((p) => p.id === id));
  });

  it('applies adjustments sent at the same time one after the other, never below 0', async () => {
    const id = await newProduct(5);
    const subtractions = await Promise.all(
      Array.from({ length: 12 }, () => adjust(id, { type: 'subtract', value: 1 })),
    );
    assert.ok(subtractions.every((response) => response.statusCode === 200));
    const seen = subtractions.map((response) => (response.json() as StockAdjustment).previousStock);
    assert.deepEqual(
      seen.sort((a, b) => b - a),
      [5, 4, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0],
      'each saw the stock the one before left',
    );
    assert.equal(await stockOf(id), 0);

    // No addition is lost either: each one starts from the stock the one before left.
    const additions = await Promise.all(
      Array.from({ length: 10 }, () => adjust(id, { type: 'add', value: 3 })),
    );
    assert.deepEqual(
      additions
        .map((response) => (response.json() as StockAdjustment).previousStock)
        .sort((a, b) => a - b),
      [0, 3, 6, 9, 12, 15, 18, 21, 24, 27],
    );
    assert.equal(await stockOf(id), 30);
  });

  it('answers 400 with a Spanish message for a bad type or value, changing nothing', async () => {
    const id = await newProduct(4);
    const cases: Array<[unknown, string]> = [
      [{ value: 1 }, 'Selecciona el tipo de ajuste: fijar (set), sumar (add) o restar (subtract)'],
      [
        { type: 'multiply', value: 1 },
        'Selecciona el tipo de ajuste: fijar (set), sumar (add) o restar (subtract)',
      ],
      [{ type: 'set' }, 'Ingresa la cantidad del ajuste'],
      [{ type: 'set', value: '' }, 'Ingresa la cantidad del ajuste'],
      [{ type: 'set', value: -1 }, 'La cantidad debe ser un número entero entre 0 y 999.999.999'],
      [{ type: 'add', value: 1.5 }, 'La cantidad debe ser un número entero entre 0 y 999.999.999'],
      [
        { type: 'add', value: 'diez' },
        'La cantidad debe ser un número entero entre 0 y 999.999.999',
      ],
      [
        { type: 'set', value: 1_000_000_000 },
        'La cantidad debe ser un número entero entre 0 y 999.999.999',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await adjust(id, payload);
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
      assert.equal(response.json().message, message, JSON.stringify(payload));
    }
    await adjust(id, { type: 'set', value: 999_999_990 });
    const over = await adjust(id, { type: 'add', value: 10 });
    assert.equal(over.statusCode, 400);
    assert.equal(over.json().message, 'El stock no puede superar 999.999.999 unidades');
    assert.equal(await stockOf(id), 999_999_990);
  });

  it('refuses an archived product (409)', async () => {
    const id = await h.productId(DEMO_STORE_ID, "status = 'archived'");
    const before = await stockOf(id);
    const response = await adjust(id, { type: 'add', value: 5 });
    assert.equal(response.statusCode, 409);
    assert.equal(
      response.json().message,
      'El producto está archivado: no se puede ajustar su stock',
    );
    assert.equal(await stockOf(id), before);
  });

  it("answers 404 to another store's token, and 401 without one", async () => {
    const id = await h.productId(DEMO_STORE_ID, "status = 'active'");
    const before = await stockOf(id);
    const response = await adjust(id, { type: 'set', value: 0 }, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Producto no encontrado');
    assert.equal(await stockOf(id), before);
    assert.equal((await adjust(id, { type: 'set', value: 0 }, {} as Bearer)).statusCode, 401);
    const own = await h.productId(OTRA_STORE_ID, "status = 'active'");
    assert.equal((await adjust(own, { type: 'add', value: 1 }, otra)).statusCode, 200);
  });
});
