import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import type { ProductListItem } from '../contract.ts';
import { type TestApp, openTestApp } from '../../testing/test-app.ts';

describe('GET /api/products', () => {
  let testApp: TestApp;
  let demo: { authorization: string };

  before(async () => {
    ({ testApp, demo } = await openTestApp());
  });
  after(() => testApp.close());

  const list = (query = '') => testApp.app.inject({ url: `/api/products${query}`, headers: demo });

  it('pages the store products sorted by name by default', async () => {
    const { rows } = await testApp.db.query<{ n: number }>(
      "select count(*) as n from products where store_id = $1 and status <> 'archived'",
      [DEMO_STORE_ID],
    );
    const response = await list('?perPage=5');
    assert.equal(response.statusCode, 200);
    const body = response.json() as {
      data: ProductListItem[];
      total: number;
      page: number;
      perPage: number;
    };
    assert.equal(body.total, Number(rows[0]?.n));
    assert.equal(body.page, 1);
    assert.equal(body.perPage, 5);
    assert.ok(body.data.length <= 5);
    const { rows: firstNames } = await testApp.db.query<{ name: string }>(
      "select name from products where store_id = $1 and status <> 'archived' order by name, id limit 5",
      [DEMO_STORE_ID],
    );
    assert.deepEqual(
      body.data.map((product) => product.name),
      firstNames.map((row) => row.name),
    );
    for (const product of body.data) {
      for (const field of ['id', 'name', 'sku', 'stock', 'minStock', 'price', 'status'] as const)
        assert.ok(field in product);
    }
    const second = (await list('?perPage=5&page=2')).json() as { data: ProductListItem[] };
    for (const product of second.data)
      assert.ok(!body.data.some((first) => first.id === product.id));
  });

  it("gives the dashboard's low-stock list: stock <= minStock, ascending by stock", async () => {
    const body = (
      await list('?stockStatus=low-stock&sortField=stock&sortDirection=asc&perPage=100')
    ).json() as {
      data: ProductListItem[];
      total: number;
    };
    const { rows } = await testApp.db.query<{ n: number }>(
      "select count(*) as n from products where store_id = $1 and stock <= min_stock and status <> 'archived'",
      [DEMO_STORE_ID],
    );
    assert.equal(body.total, Number(rows[0]?.n));
    for (const product of body.data) assert.ok(product.stock <= product.minStock);
    const stocks = body.data.map((product) => product.stock);
    assert.deepEqual(
      stocks,
      [...stocks].sort((a, b) => a - b),
    );
  });

  it('filters by search text over name and SKU', async () => {
    const { rows } = await testApp.db.query<{ sku: string }>(
      "select sku from products where store_id = $1 and sku <> '' and status <> 'archived' limit 1",
      [DEMO_STORE_ID],
    );
    if (!rows[0]) return;
    const body = (await list(`?search=${encodeURIComponent(rows[0].sku)}`)).json() as {
      data: ProductListItem[];
    };
    assert.ok(body.data.some((product) => product.sku === rows[0]!.sku));
  });

  it('matches name and SKU whatever the case and the accents typed', async () => {
    const search = async (text: string) =>
      (
        (await list(`?search=${encodeURIComponent(text)}&perPage=100`)).json() as {
          data: ProductListItem[];
        }
      ).data.map((product) => product.id);
    const { rows } = await testApp.db.query<{ id: string; name: string; sku: string }>(
      `select id::text as id, name, sku from products
       where store_id = $1 and name like '%é%' and sku <> '' and status <> 'archived'
       order by name limit 1`,
      [DEMO_STORE_ID],
    );
    const product = rows[0];
    assert.ok(product, 'the demo store has a product with an accent in its name');
    const plain = product.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    assert.ok((await search(plain.toUpperCase())).includes(product.id), plain);
    assert.ok((await search(product.name.toLowerCase())).includes(product.id), product.name);
    // Accents typed where the SKU has none, in lower case.
    const accented = product.sku.toLowerCase().replace(/[aeiou]/g, (vowel) => `${vowel}\u0301`);
    assert.ok((await search(accented.normalize('NFC'))).includes(product.id), accented);
    assert.deepEqual(await search('zzz-no-existe'), []);
  });

  it('gives every sort the rows of the plain order on any page, to the last and past it', async () => {
    const sorts = [
      ['name', 'asc', 'name'],
      ['price', 'desc', 'price'],
      ['stock', 'asc', 'stock'],
      ['sku', 'desc', 'sku'],
      ['createdAt', 'desc', 'created_at'],
    ] as const;
    for (const [field, direction, column] of sorts) {
      const { rows } = await testApp.db.query<{ id: string }>(
        `select id::text as id from products where store_id = $1 and status <> 'archived'
         order by ${column} ${direction}, name asc, id asc`,
        [DEMO_STORE_ID],
      );
      const last = Math.ceil(rows.length / 7);
      for (const page of [1, 3, last, last + 1]) {
        const body = (
          await list(`?sortField=${field}&sortDirection=${direction}&perPage=7&page=${page}`)
        ).json() as { data: ProductListItem[]; total: number };
        assert.deepEqual(
          body.data.map((product) => product.id),
          rows.slice((page - 1) * 7, page * 7).map((row) => row.id),
          `${field} ${direction}, page ${page}`,
        );
        assert.equal(body.total, rows.length);
      }
    }
  });

  it('rejects bad query values with a 400', async () => {
    for (const query of [
      '?page=0',
      '?perPage=101',
      '?perPage=abc',
      '?stockStatus=poco',
      '?sortField=color',
      '?category=123',
      '?page=1&page=2',
    ]) {
      const response = await list(query);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().error, 'Bad Request');
    }
  });

  it('says in Spanish which parameter is wrong and why', async () => {
    const cases: Array<[string, string]> = [
      ['?perPage=abc', 'El parámetro «perPage» debe ser un número entero'],
      ['?perPage=101', 'El parámetro «perPage» debe ser menor o igual a 100'],
      ['?page=1&page=2', 'El parámetro «page» debe ser un número entero'],
      [
        '?stockStatus=poco',
        'El parámetro «stockStatus» debe ser uno de: all, in-stock, low-stock, out-of-stock',
      ],
    ];
    for (const [query, message] of cases) {
      const response = await list(query);
      assert.equal(response.json().message, message, query);
      assert.ok(response.json().fields, query);
    }
  });
});
