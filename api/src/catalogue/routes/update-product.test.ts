import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { ProductDetail } from '../contract.ts';
import { catalogueHelpers } from '../test-helpers.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('PUT /api/products/:id', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const put = (id: string, payload: unknown, headers: Bearer = demo) =>
    h.call('PUT', `/api/products/${id}`, headers, payload);
  const get = async (id: string, headers: Bearer = demo) =>
    (await h.call('GET', `/api/products/${id}`, headers)).json() as ProductDetail;
  const create = async (payload: Record<string, unknown>, headers: Bearer = demo) => {
    const response = await h.call('POST', '/api/products', headers, payload);
    assert.equal(response.statusCode, 201, response.body);
    return response.json().id as string;
  };
  const upload = async (headers: Bearer) => {
    const signed = await h.call('POST', '/api/aws/s3/signed-upload-url', headers, {
      contentType: 'image/png',
    });
    const { uploadUuid, endpoint } = signed.json() as { uploadUuid: string; endpoint: string };
    const target = new URL(endpoint);
    const sent = await testApp.app.inject({
      method: 'PUT',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    assert.equal(sent.statusCode, 200);
    return uploadUuid;
  };

  it('saves the form over the product: the detail and the list show the new values', async () => {
    const id = await create({ name: 'Café de prueba', price: 5990, sku: 'PRUEBA-1' });
    const categoryId = await h.categoryId(DEMO_STORE_ID, 'parent_id is not null');
    const response = await put(id, {
      id,
      name: '  Café de prueba 500 g ',
      description: 'Tostado medio',
      sku: 'PRUEBA-500',
      price: '8990',
      stock: 12,
      minStock: '3',
      preparationDays: 2,
      categoryId,
      isActive: false,
      characteristics: [{ title: 'Tueste', description: 'Medio' }],
      benefits: ['Envío gratis'],
      externalUrl: 'https://www.cafecordillera.cl/cafe/prueba?x=1',
      periodicity: 'monthly',
      deliveryFrequency: 'biweekly',
      requiresMembership: true,
    });
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json() as ProductDetail;
    assert.deepEqual(saved, await get(id), 'the answer is what GET gives');
    assert.equal(saved.name, 'Café de prueba 500 g');
    assert.equal(saved.sku, 'PRUEBA-500');
    assert.equal(saved.price, 8990);
    assert.equal(saved.stock, 12);
    assert.equal(saved.minStock, 3);
    assert.equal(saved.preparationDays, 2);
    assert.equal(saved.categoryId, categoryId);
    assert.equal(saved.isActive, false);
    assert.deepEqual(saved.characteristics, [{ title: 'Tueste', description: 'Medio' }]);
    assert.deepEqual(saved.benefits, ['Envío gratis']);
    assert.equal(saved.externalUrl, '/cafe/prueba?x=1');
    assert.equal(saved.deliveryFrequency, 'biweekly');
    assert.equal(saved.requiresMembership, true);
    assert.ok(saved.updatedAt >= saved.createdAt);
    const listed = await h.call('GET', '/api/products?search=PRUEBA-500&visibility=hidden', demo);
    assert.equal(listed.json().data[0]?.name, 'Café de prueba 500 g');
  });

  it('replaces the products of a pack, all at once', async () => {
    const [a, b, c] = (
      await testApp.db.query<{ id: string }>(
        `select id::text as id from products where store_id = $1 and type = 'product'
         and status = 'active' order by name limit 3`,
        [DEMO_STORE_ID],
      )
    ).rows.map((row) => row.id);
    const pack = {
      name: 'Pack de prueba',
      price: 19990,
      type: 'pack',
      renewalPeriod: 'monthly',
    };
    const id = await create({ ...pack, items: [{ productId: a }, { productId: b }] });
    const response = await put(id, { ...pack, items: [{ productId: c, quantity: 3 }] });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      (response.json() as ProductDetail).items.map((item) => [item.productId, item.quantity]),
      [[c, 3]],
    );
    // Turned into an individual product, it holds nothing.
    const product = await put(id, { name: 'Ya no es pack', price: 4990, type: 'product' });
    assert.equal(product.statusCode, 200, product.body);
    assert.deepEqual(product.json().items, []);
  });

  it('keeps the image when uploadUuid is left out, changes it, and removes it with null', async () => {
    const first = await upload(demo);
    const id = await create({ name: 'Con imagen', price: 2990, uploadUuid: first });
    const kept = await put(id, { name: 'Con imagen (editado)', price: 2990 });
    assert.equal(kept.json().imageUrl, `http://localhost:4000/uploads/${first}`);
    const second = await upload(demo);
    const changed = await put(id, { name: 'Con imagen', price: 2990, uploadUuid: second });
    assert.equal(changed.json().imageUrl, `http://localhost:4000/uploads/${second}`);
    const removed = await put(id, { name: 'Sin imagen', price: 2990, uploadUuid: null });
    assert.equal(removed.json().imageUrl, null);
    // An image kept as thumbnails (older products) is removed the same way.
    const seeded = await h.productId(DEMO_STORE_ID, "status = 'active' and type = 'product'");
    await testApp.db.query(
      `update products set images = '{"square_thumb": "https://cdn.example.cl/cafe.jpg"}'
       where store_id = $1 and id = $2`,
      [DEMO_STORE_ID, seeded],
    );
    const before = await get(seeded);
    assert.equal(before.imageUrl, 'https://cdn.example.cl/cafe.jpg');
    const cleared = await put(seeded, { name: before.name, price: before.price, uploadUuid: null });
    assert.equal(cleared.statusCode, 200, cleared.body);
    assert.equal(cleared.json().imageUrl, null);
    // Another store's upload is refused.
    const theirs = await upload(otra);
    const refused = await put(id, { name: 'Sin imagen', price: 2990, uploadUuid: theirs });
    assert.equal(refused.statusCode, 400);
    assert.equal(
      refused.json().fields.uploadUuid,
      'La imagen no se encontró o no terminó de subirse. Por favor, súbela nuevamente.',
    );
  });

  it('keeps SKUs unique in the store (409), its own SKU aside', async () => {
    const id = await create({ name: 'Con SKU', price: 2990, sku: 'SKU-PROPIO' });
    const taken = await h.one<string>(
      "select sku as value from products where store_id = $1 and sku <> '' and id <> $2 limit 1",
      [DEMO_STORE_ID, id],
    );
    const before = await h.snapshot('products', DEMO_STORE_ID);
    const conflict = await put(id, { name: 'Con SKU', price: 2990, sku: taken?.toLowerCase() });
    assert.equal(conflict.statusCode, 409);
    assert.equal(conflict.json().message, 'Ya existe un producto con este SKU en tu tienda');
    assert.deepEqual(await h.snapshot('products', DEMO_STORE_ID), before);
    const same = await put(id, { name: 'Con SKU', price: 3990, sku: ' sku-propio ' });
    assert.equal(same.statusCode, 200, same.body);
  });

  it('answers 400 with the form rule’s message, writing nothing', async () => {
    const id = await h.productId(DEMO_STORE_ID, "status = 'active' and type = 'product'");
    const valid = { name: 'Válido', price: 1990 };
    const before = await h.snapshot('products', DEMO_STORE_ID);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, name: ' ' }, 'name', 'El nombre del producto es requerido'],
      [
        { ...valid, description: 'x'.repeat(301) },
        'description',
        'La descripción no puede exceder 300 caracteres',
      ],
      [{ ...valid, price: 0 }, 'price', 'El precio mínimo es $1'],
      [{ ...valid, price: 5_000_001 }, 'price', 'El precio máximo es $5.000.000'],
      [{ ...valid, price: '12a' }, 'price', 'El precio debe ser un número entero de pesos'],
      [
        { ...valid, stock: -5 },
        'stock',
        'El stock debe ser un número entero entre 0 y 999.999.999',
      ],
      [
        { ...valid, categoryId: '00000000-0000-4000-8000-000000000000' },
        'categoryId',
        'La categoría seleccionada no existe en tu tienda',
      ],
      [
        { ...valid, type: 'pack', renewalPeriod: 'monthly', items: [{ productId: id }] },
        'items',
        'Un pack no puede incluirse a sí mismo',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await put(id, payload);
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
      assert.equal(response.json().message, message);
      assert.equal(response.json().fields[field], message);
    }
    const mismatch = await put(id, { ...valid, id: '00000000-0000-4000-8000-000000000000' });
    assert.equal(mismatch.statusCode, 400);
    assert.equal(
      mismatch.json().message,
      'El identificador del producto no coincide con el de la dirección',
    );
    assert.deepEqual(await h.snapshot('products', DEMO_STORE_ID), before, 'nothing written');
  });

  it('keeps a product that is inside a pack an individual product', async () => {
    const inPack = await h.one<string>(
      'select product_id::text as value from pack_items where store_id = $1 limit 1',
      [DEMO_STORE_ID],
    );
    assert.ok(inPack);
    const response = await put(inPack, {
      name: 'Ahora pack',
      price: 9990,
      type: 'pack',
      renewalPeriod: 'monthly',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json().fields.type,
      'Este producto está incluido en un pack: no puede convertirse en pack',
    );
  });

  it('refuses to edit an archived product (409)', async () => {
    const archived = await h.productId(DEMO_STORE_ID, "status = 'archived'");
    const response = await put(archived, { name: 'Editado', price: 1990 });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, 'El producto está archivado: no se puede editar');
  });

  it("answers 404 to another store's token, changing nothing", async () => {
    const id = await h.productId(DEMO_STORE_ID, "status = 'active'");
    const before = await h.snapshot('products', DEMO_STORE_ID);
    const response = await put(id, { name: 'Robado', price: 1990 }, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Producto no encontrado');
    assert.deepEqual(await h.snapshot('products', DEMO_STORE_ID), before);
    const own = await h.productId(OTRA_STORE_ID, "status = 'active' and type = 'product'");
    assert.equal((await put(own, { name: 'Lechuga', price: 1990 }, otra)).statusCode, 200);
  });

  it('answers 401 without a valid token', async () => {
    const id = await h.productId(DEMO_STORE_ID);
    const response = await h.call('PUT', `/api/products/${id}`, {}, { name: 'x', price: 1 });
    assert.equal(response.statusCode, 401);
  });
});
