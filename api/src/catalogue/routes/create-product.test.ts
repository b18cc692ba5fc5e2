import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type TestApp, openTestApp } from '../../testing/test-app.ts';
import { NEW_EMAIL, bearer, getAccessToken } from '../../testing/tokens.ts';

type Headers = { authorization: string };

const VALID = { name: 'Caja de té verde', price: 12990, sku: 'TE-VERDE-01' };

describe('POST /api/products', () => {
  let testApp: TestApp;
  let demo: Headers;
  let otra: Headers;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  const create = (headers: Headers, payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/products',
      headers,
      payload: payload as object,
    });
  const one = async (sql: string, params: unknown[]) =>
    (await testApp.db.query<{ id: string }>(sql, params)).rows[0]?.id;
  const countProducts = async (storeId: string) =>
    Number(
      (
        await testApp.db.query<{ n: number }>(
          'select count(*) as n from products where store_id = $1',
          [storeId],
        )
      ).rows[0]?.n,
    );

  it('creates a product with the defaults and answers as the list does', async () => {
    const response = await create(otra, VALID);
    assert.equal(response.statusCode, 201);
    const created = response.json();
    assert.equal(created.name, VALID.name);
    assert.equal(created.sku, VALID.sku);
    assert.equal(created.price, VALID.price);
    assert.equal(created.type, 'product');
    assert.equal(created.stock, 0);
    assert.equal(created.minStock, 0);
    assert.equal(created.isActive, true);
    assert.equal(created.isArchived, false);
    assert.equal(created.status, 'active');
    assert.equal(created.categoryId, null);

    const listed = await testApp.app.inject({
      url: `/api/products?search=${encodeURIComponent(VALID.sku)}`,
      headers: otra,
    });
    assert.deepEqual(listed.json().data, [created], 'the same shape and values as the list');
    const { rows } = await testApp.db.query<{ store_id: string }>(
      'select store_id::text from products where id = $1',
      [created.id],
    );
    assert.equal(rows[0]?.store_id, OTRA_STORE_ID);
  });

  it('saves every form field, and a pack with its items', async () => {
    const categoryId = await one(
      'select id::text as id from categories where store_id = $1 limit 1',
      [OTRA_STORE_ID],
    );
    const productIds = (
      await testApp.db.query<{ id: string }>(
        `select id::text as id from products where store_id = $1 and type = 'product'
         and status = 'active' order by name limit 2`,
        [OTRA_STORE_ID],
      )
    ).rows.map((row) => row.id);
    assert.equal(productIds.length, 2);
    await testApp.db.query('update stores set external_website = $2 where id = $1', [
      OTRA_STORE_ID,
      'https://huertaverde.cl',
    ]);
    const response = await create(otra, {
      name: '  Pack huerta  ',
      description: 'Dos cajas al mes',
      price: '24990',
      stock: '15',
      minStock: 3,
      preparationDays: 2,
      sku: 'PACK-HUERTA',
      type: 'pack',
      categoryId,
      isActive: false,
      characteristics: [{ title: 'Origen', description: 'Valle de Casablanca' }],
      benefits: ['Despacho gratis'],
      noShippingRequired: false,
      externalUrl: 'https://huertaverde.cl/packs/huerta?ref=1',
      renewalPeriod: 'quarterly',
      deliveryFrequency: 'biweekly',
      periodicity: 'monthly',
      requiresMembership: true,
      items: [{ productId: productIds[0], quantity: 2 }, { productId: productIds[1] }],
    });
    assert.equal(response.statusCode, 201, response.body);
    const created = response.json();
    assert.equal(created.name, 'Pack huerta');
    assert.equal(created.type, 'pack');
    assert.equal(created.isActive, false);
    assert.equal(created.categoryId, categoryId);
    assert.equal(created.requiresMembership, true);
    const { rows } = await testApp.db.query<Record<string, unknown>>(
      `select description, stock, min_stock, preparation_days, characteristics, benefits, external_url,
              renewal_period, delivery_frequency, periodicity
       from products where store_id = $1 and id = $2`,
      [OTRA_STORE_ID, created.id],
    );
    assert.deepEqual(rows[0], {
      description: 'Dos cajas al mes',
      stock: 15,
      min_stock: 3,
      preparation_days: 2,
      characteristics: [{ title: 'Origen', description: 'Valle de Casablanca' }],
      benefits: ['Despacho gratis'],
      external_url: '/packs/huerta?ref=1',
      renewal_period: 'quarterly',
      delivery_frequency: 'biweekly',
      periodicity: 'monthly',
    });
    const items = await testApp.db.query<{ product_id: string; quantity: number }>(
      `select product_id::text, quantity from pack_items where store_id = $1 and pack_id = $2
       order by quantity desc`,
      [OTRA_STORE_ID, created.id],
    );
    assert.deepEqual(items.rows, [
      { product_id: productIds[0], quantity: 2 },
      { product_id: productIds[1], quantity: 1 },
    ]);
  });

  it("makes the 'products' setup task complete for a store without products", async () => {
    const nueva = bearer(await getAccessToken(testApp.app, NEW_EMAIL));
    const setup = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/private-platform-register',
      headers: nueva,
      payload: { businessName: 'Tienda Nueva', subdomain: 'tienda-nueva' },
    });
    assert.equal(setup.statusCode, 201);
    const productsTask = async () =>
      (await testApp.app.inject({ url: '/api/setup/tasks', headers: nueva })).json().tasks.products
        .isCompleted as boolean;
    assert.equal(await productsTask(), false);
    assert.equal((await create(nueva, { name: 'Primer producto', price: 5000 })).statusCode, 201);
    assert.equal(await productsTask(), true);
  });

  it('answers 400 with the message of each form rule, writing nothing', async () => {
    const before = await countProducts(OTRA_STORE_ID);
    const uuid = '00000000-0000-4000-8000-000000000000';
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...VALID, name: '' }, 'name', 'El nombre del producto es requerido'],
      [{ ...VALID, name: '   ' }, 'name', 'El nombre del producto es requerido'],
      [
        { ...VALID, name: 'x'.repeat(101) },
        'name',
        'El nombre del producto no puede exceder 100 caracteres',
      ],
      [
        { ...VALID, description: 'x'.repeat(301) },
        'description',
        'La descripción no puede exceder 300 caracteres',
      ],
      [{ ...VALID, sku: 'x'.repeat(21) }, 'sku', 'El SKU no puede exceder 20 caracteres'],
      [{ ...VALID, type: 'servicio' }, 'type', 'El tipo debe ser producto individual o pack'],
      [{ ...VALID, price: undefined }, 'price', 'El precio es requerido'],
      [{ ...VALID, price: '' }, 'price', 'El precio es requerido'],
      [{ ...VALID, price: 'mil' }, 'price', 'El precio debe ser un número entero de pesos'],
      [{ ...VALID, price: 990.5 }, 'price', 'El precio debe ser un número entero de pesos'],
      [{ ...VALID, price: 0 }, 'price', 'El precio mínimo es $1'],
      [{ ...VALID, price: 5_000_001 }, 'price', 'El precio máximo es $5.000.000'],
      [
        { ...VALID, stock: -1 },
        'stock',
        'El stock debe ser un número entero entre 0 y 999.999.999',
      ],
      [
        { ...VALID, stock: 1_000_000_000 },
        'stock',
        'El stock debe ser un número entero entre 0 y 999.999.999',
      ],
      [
        { ...VALID, minStock: 'diez' },
        'minStock',
        'El stock mínimo debe ser un número entero entre 0 y 999.999.999',
      ],
      [
        { ...VALID, preparationDays: 100 },
        'preparationDays',
        'Los días de preparación deben ser un número entero entre 0 y 99',
      ],
      [
        { ...VALID, categoryId: 'frutas' },
        'categoryId',
        'La categoría seleccionada no existe en tu tienda',
      ],
      [
        { ...VALID, characteristics: [{ title: '', description: 'Orgánico' }] },
        'characteristics[0].title',
        'El título de la característica es requerido',
      ],
      [
        { ...VALID, characteristics: [{ title: 'x'.repeat(31), description: 'Orgánico' }] },
        'characteristics[0].title',
        'El título de la característica no puede exceder 30 caracteres',
      ],
      [
        { ...VALID, characteristics: [{ title: 'Origen' }] },
        'characteristics[0].description',
        'La descripción de la característica es requerida',
      ],
      [
        { ...VALID, characteristics: [{ title: 'Origen', description: 'x'.repeat(101) }] },
        'characteristics[0].description',
        'La descripción de la característica no puede exceder 100 caracteres',
      ],
      [
        { ...VALID, characteristics: 'muchas' },
        'characteristics',
        'El campo characteristics debe ser una lista',
      ],
      [{ ...VALID, benefits: ['  '] }, 'benefits[0]', 'El beneficio no puede estar vacío'],
      [
        { ...VALID, benefits: ['x'.repeat(51)] },
        'benefits[0]',
        'El beneficio no puede exceder 50 caracteres',
      ],
      [
        { ...VALID, externalUrl: `/${'x'.repeat(500)}` },
        'externalUrl',
        'La ruta del sitio externo no puede exceder 500 caracteres',
      ],
      [{ ...VALID, type: 'pack' }, 'renewalPeriod', 'Selecciona el período de renovación del pack'],
      [
        { ...VALID, type: 'pack', renewalPeriod: 'weekly' },
        'renewalPeriod',
        'El período de renovación debe ser mensual, bimestral, trimestral, semestral o anual',
      ],
      [
        { ...VALID, periodicity: 'daily' },
        'periodicity',
        'La periodicidad debe ser semanal, quincenal o mensual',
      ],
      [
        { ...VALID, deliveryFrequency: 'yearly' },
        'deliveryFrequency',
        'La frecuencia de entrega debe ser semanal, quincenal o mensual',
      ],
      [
        { ...VALID, isActive: 'quizás' },
        'isActive',
        'El campo isActive debe ser verdadero o falso',
      ],
      [{ ...VALID, items: [{ productId: uuid }] }, 'items', 'Solo un pack puede incluir productos'],
      [
        {
          ...VALID,
          type: 'pack',
          renewalPeriod: 'monthly',
          items: [{ productId: uuid }, { productId: uuid }],
        },
        'items',
        'Un producto no puede repetirse dentro del pack',
      ],
      [
        {
          ...VALID,
          type: 'pack',
          renewalPeriod: 'monthly',
          items: [{ productId: uuid, quantity: 0 }],
        },
        'items[0].quantity',
        'La cantidad de cada producto del pack debe ser un número entero entre 1 y 999',
      ],
      [
        { ...VALID, type: 'pack', renewalPeriod: 'monthly', items: [{ productId: uuid }] },
        'items',
        'Un producto del pack no existe en tu tienda, está archivado o es otro pack',
      ],
      [
        { ...VALID, uploadUuid: uuid },
        'uploadUuid',
        'La imagen no se encontró o no terminó de subirse. Por favor, súbela nuevamente.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await create(otra, payload);
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
      const body = response.json();
      assert.equal(body.error, 'Bad Request');
      assert.equal(body.message, message, JSON.stringify(payload));
      assert.equal(body.fields[field], message, JSON.stringify(payload));
    }
    for (const payload of ['texto plano', [VALID]]) {
      const response = await testApp.sendJson('POST', '/api/products', payload, otra);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'Se esperaba un objeto JSON');
    }
    assert.equal(await countProducts(OTRA_STORE_ID), before, 'nothing written');
  });

  it('refuses an external path while the store has no external website', async () => {
    const setWebsite = (website: string | null) =>
      testApp.db.query('update stores set external_website = $2 where id = $1', [
        OTRA_STORE_ID,
        website,
      ]);
    await setWebsite(null);
    const refused = await create(otra, { ...VALID, sku: '', externalUrl: 'cafe' });
    assert.equal(refused.statusCode, 400);
    assert.equal(
      refused.json().fields.externalUrl,
      'Configura el sitio web externo de tu tienda antes de usar una ruta externa',
    );
    await setWebsite('https://huertaverde.cl');
    const accepted = await create(otra, { ...VALID, sku: '', externalUrl: 'cafe' });
    assert.equal(accepted.statusCode, 201);
    const { rows } = await testApp.db.query<{ url: string }>(
      'select external_url as url from products where store_id = $1 and id = $2',
      [OTRA_STORE_ID, accepted.json().id],
    );
    assert.equal(rows[0]?.url, '/cafe', 'a missing leading slash is added');
  });

  it('keeps a SKU unique in the store (409), whatever its case, and free across stores', async () => {
    const sku = await one(
      "select sku as id from products where store_id = $1 and sku <> '' limit 1",
      [DEMO_STORE_ID],
    );
    assert.ok(sku);
    const before = await countProducts(DEMO_STORE_ID);
    const taken = await create(demo, { ...VALID, sku: ` ${sku.toLowerCase()} ` });
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().message, 'Ya existe un producto con este SKU en tu tienda');
    assert.equal(taken.json().fields.sku, 'Ya existe un producto con este SKU en tu tienda');
    assert.equal(await countProducts(DEMO_STORE_ID), before);
    // Another store may use it, and products without a SKU do not clash.
    assert.equal((await create(otra, { ...VALID, sku })).statusCode, 201);
    assert.equal((await create(otra, { ...VALID, sku: '' })).statusCode, 201);
    assert.equal((await create(otra, { ...VALID, sku: '' })).statusCode, 201);
  });

  it("refuses another store's category, pack items and image", async () => {
    const before = await countProducts(OTRA_STORE_ID);
    const demoCategory = await one(
      'select id::text as id from categories where store_id = $1 limit 1',
      [DEMO_STORE_ID],
    );
    const demoProduct = await one(
      "select id::text as id from products where store_id = $1 and type = 'product' limit 1",
      [DEMO_STORE_ID],
    );
    const category = await create(otra, { ...VALID, sku: '', categoryId: demoCategory });
    assert.equal(category.statusCode, 400);
    assert.equal(category.json().message, 'La categoría seleccionada no existe en tu tienda');
    const pack = await create(otra, {
      ...VALID,
      sku: '',
      type: 'pack',
      renewalPeriod: 'monthly',
      items: [{ productId: demoProduct }],
    });
    assert.equal(pack.statusCode, 400);
    assert.equal(
      pack.json().fields.items,
      'Un producto del pack no existe en tu tienda, está archivado o es otro pack',
    );

    const signed = await testApp.app.inject({
      method: 'POST',
      url: '/api/aws/s3/signed-upload-url',
      headers: demo,
      payload: { contentType: 'image/png' },
    });
    const { uploadUuid, endpoint } = signed.json() as { uploadUuid: string; endpoint: string };
    const url = new globalThis.URL(endpoint);
    const put = await testApp.app.inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    });
    assert.equal(put.statusCode, 200);
    const image = await create(otra, { ...VALID, sku: '', uploadUuid });
    assert.equal(image.statusCode, 400, "demo's upload is not otra's");
    assert.equal(await countProducts(OTRA_STORE_ID), before);

    const own = await create(demo, { ...VALID, sku: '', uploadUuid });
    assert.equal(own.statusCode, 201);
    assert.equal(own.json().imageUrl, `http://localhost:4000/uploads/${uploadUuid}`);
  });

  it('answers 401 without a valid token', async () => {
    for (const headers of [{}, { authorization: 'Bearer no-es-un-token' }]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/products',
        headers,
        payload: VALID,
      });
      assert.equal(response.statusCode, 401);
    }
  });
});
