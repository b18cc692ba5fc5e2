import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID } from '../db/seed-ids.ts';
import { type TestApp, openTestApp } from '../testing/test-app.ts';

// What the lists remember with their version (migration 012, ListMemory in pagination.ts): the
// totals of filters that no kept count answers, and the edges of deep pages. Each write to the
// store's orders, clients or products must show in the next answer.
describe('remembered list totals and deep pages', () => {
  let testApp: TestApp;
  let demo: { authorization: string };
  let otra: { authorization: string };

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  const total = async (url: string): Promise<number> => {
    const response = await testApp.app.inject({ url, headers: demo });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { total: number }).total;
  };
  const count = async (sql: string): Promise<number> => {
    const { rows } = await testApp.db.query<{ n: number }>(sql, [DEMO_STORE_ID]);
    return Number(rows[0]?.n);
  };

  /** The rows of a page, as the list answers them. */
  const page = async (url: string): Promise<{ id: string }[]> => {
    const response = await testApp.app.inject({ url, headers: demo });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: { id: string }[] }).data;
  };

  /**
   * Rows 300 to 399 of a list in one page (read by skipping), against the same rows as two pages of
   * 50: the first read twice (the second time from its remembered first row), the second from the
   * first one's last row.
   */
  async function assertDeepPagesAgree(list: string, what: string) {
    const separator = list.includes('?') ? '&' : '?';
    const whole = (await page(`${list}${separator}perPage=100&page=4`)).map((row) => row.id);
    assert.equal(whole.length, 100, `${what}: the store has 400 rows to page through`);
    const half = (number: number) => page(`${list}${separator}perPage=50&page=${number}`);
    const skipped = (await half(7)).map((row) => row.id);
    assert.deepEqual(skipped, whole.slice(0, 50), `${what}: page 7 of 50, skipping`);
    const again = (await half(7)).map((row) => row.id);
    assert.deepEqual(again, whole.slice(0, 50), `${what}: page 7 again, from its first row`);
    const next = (await half(8)).map((row) => row.id);
    assert.deepEqual(next, whole.slice(50), `${what}: page 8, after page 7's last row`);
  }

  it('read a deep page again, and the next one, from its edge: the rows skipping gives', async () => {
    await testApp.db.query(
      `insert into products (store_id, sku, name, price, stock, created_at)
       select $1, 'PAG-' || n, 'Página ' || (n % 37), 1000 + (n % 13) * 100, n % 7,
         now() - n * interval '1 minute'
       from generate_series(1, 420) n`,
      [DEMO_STORE_ID],
    );
    await testApp.db.query(
      `insert into clients (store_id, first_name, last_name, email, status)
       select $1, 'Cliente', 'Página ' || (n % 41), 'pagina' || n || '@correo.cl', 'active'
       from generate_series(1, 420) n`,
      [DEMO_STORE_ID],
    );
    for (const [list, what] of [
      ['/api/orders', 'orders, newest first'],
      ['/api/orders?sortBy=totalAmount&sortDirection=asc', 'orders by amount'],
      ['/api/orders?sortBy=clientName&sortDirection=desc&status=delivered', 'delivered, Z-A'],
      ['/api/products?sortField=price&sortDirection=desc', 'products by price, highest first'],
      ['/api/products', 'products by name'],
      ['/api/products?sortField=createdAt&sortDirection=desc', 'products, newest first'],
      ['/api/clients?sortBy=name&sortDirection=asc', 'clients A-Z'],
      ['/api/clients', 'clients, newest first'],
    ] as const) {
      await assertDeepPagesAgree(list, what);
    }
  });

  it('read a deep page again the usual way once its list has changed', async () => {
    const url = '/api/orders?perPage=50&page=7';
    const before = (await page(url)).map((row) => row.id);
    assert.deepEqual(
      (await page(url)).map((row) => row.id),
      before,
    );
    // the newest order goes: every later row moves up one place
    await testApp.db.query(
      `delete from orders where store_id = $1 and id = (
         select id from orders where store_id = $1 order by created_at desc, order_number desc
         limit 1)`,
      [DEMO_STORE_ID],
    );
    const after = (await page(url)).map((row) => row.id);
    assert.deepEqual(after.slice(0, 49), before.slice(1));
    assert.notEqual(after[49], before[49]);
  });

  it('page through a search from its remembered matches, and find a new match at once', async () => {
    const { rows } = await testApp.db.query<{ name: string; client_id: string; n: number }>(
      `select client_name as name, client_id::text as client_id, count(*) as n from orders
       where store_id = $1 group by client_name, client_id order by count(*) desc limit 1`,
      [DEMO_STORE_ID],
    );
    const client = rows[0];
    assert.ok(client && Number(client.n) >= 5, 'a client with at least five orders');
    const search = `/api/orders?search=${encodeURIComponent(client.name)}`;
    const all = (await page(`${search}&perPage=100`)).map((row) => row.id);
    const matches = await total(`${search}&perPage=100`);
    assert.equal(all.length, matches);

    // pages of two, twice: the first asking of page 1 remembers the matches, the rest use them
    const pages = Math.ceil(matches / 2);
    for (let round = 1; round <= 2; round += 1) {
      const seen: string[] = [];
      for (let number = 1; number <= pages; number += 1) {
        assert.equal(await total(`${search}&perPage=2&page=${number}`), matches);
        seen.push(...(await page(`${search}&perPage=2&page=${number}`)).map((row) => row.id));
      }
      assert.deepEqual(seen, all, `round ${round}: the pages hold every match once, in order`);
    }

    // the other store, asking the same search while the demo store's matches are remembered
    const other = await testApp.app.inject({
      url: `${search}&perPage=2&page=1`,
      headers: otra,
    });
    assert.equal(other.statusCode, 200, other.body);
    assert.equal((other.json() as { total: number }).total, 0, 'another store sees none of them');

    await testApp.db.query(
      `insert into orders (store_id, order_number, client_id, client_name, client_email, status,
         subtotal_amount, total_amount, created_at)
       values ($1, 997002, $2, $3, 'memoria@ejemplo.cl', 'pending', 1000, 1000, now() + interval '1 day')`,
      [DEMO_STORE_ID, client.client_id, client.name],
    );
    const newest = await page(`${search}&perPage=2&page=1`);
    assert.equal(await total(`${search}&perPage=2&page=1`), matches + 1, 'after a match is added');
    const { rows: added } = await testApp.db.query<{ id: string }>(
      `select id::text as id from orders where store_id = $1 and order_number = 997002`,
      [DEMO_STORE_ID],
    );
    assert.equal(newest[0]?.id, added[0]?.id, 'the newest match first');
    assert.deepEqual(
      (await page(`${search}&perPage=2&page=2`)).map((row) => row.id),
      all.slice(1, 3),
      'the next page moved by one',
    );

    await testApp.db.query(`delete from orders where store_id = $1 and order_number = 997002`, [
      DEMO_STORE_ID,
    ]);
    assert.equal(await total(`${search}&perPage=2&page=2`), matches, 'after it is deleted');
    assert.deepEqual(
      (await page(`${search}&perPage=2&page=2`)).map((row) => row.id),
      all.slice(2, 4),
    );
  });

  it('count an amount range again after an order is added, changed or deleted', async () => {
    const { rows } = await testApp.db.query<{ client_id: string; amount: number }>(
      `select client_id::text as client_id, total_amount as amount from orders
       where store_id = $1 order by created_at desc limit 1`,
      [DEMO_STORE_ID],
    );
    const order = rows[0];
    assert.ok(order);
    const amount = Number(order.amount);
    // a range the store already has orders in: an empty page remembers nothing
    const url = `/api/orders?minAmount=${amount}&maxAmount=${amount + 10}&perPage=1`;
    const inRange = `select count(*) as n from orders
      where store_id = $1 and total_amount between ${amount} and ${amount + 10}`;
    const before = await total(url);
    assert.ok(before > 0);
    assert.equal(before, await count(inRange));
    // the same filter again, on another page, from the remembered total
    assert.equal(await total(`${url}&page=2`), before);

    await testApp.db.query(
      `insert into orders (store_id, order_number, client_id, client_name, client_email, status,
         subtotal_amount, total_amount)
       values ($1, 997001, $2, 'Totales', 't@t.cl', 'pending', $3, $3)`,
      [DEMO_STORE_ID, order.client_id, amount + 5],
    );
    assert.equal(await total(url), before + 1, 'after an order in the range is added');

    await testApp.db.query(
      `update orders set subtotal_amount = 99, total_amount = 99 where store_id = $1 and order_number = 997001`,
      [DEMO_STORE_ID],
    );
    assert.equal(await total(url), before, 'after its amount leaves the range');

    await testApp.db.query(
      `update orders set subtotal_amount = $2, total_amount = $2 where store_id = $1 and order_number = 997001`,
      [DEMO_STORE_ID, amount + 10],
    );
    assert.equal(await total(url), before + 1, 'after its amount comes back');

    await testApp.db.query(`delete from orders where store_id = $1 and order_number = 997001`, [
      DEMO_STORE_ID,
    ]);
    assert.equal(await total(url), before, 'after it is deleted');
  });

  it("count a date range again after the store's timezone changes", async () => {
    // a day whose orders are not the same in the two timezones
    const { rows } = await testApp.db.query<{ day: string }>(
      `select to_char(d.day, 'YYYY-MM-DD') as day
       from (select distinct (created_at at time zone 'America/Santiago')::date as day
             from orders where store_id = $1) d
       where (select count(*) from orders o where o.store_id = $1
               and (o.created_at at time zone 'America/Santiago')::date = d.day)
          <> (select count(*) from orders o where o.store_id = $1
               and (o.created_at at time zone 'Pacific/Kiritimati')::date = d.day)
       order by d.day desc limit 1`,
      [DEMO_STORE_ID],
    );
    const day = rows[0]?.day;
    assert.ok(day, 'the seed has a day whose orders differ between the two timezones');
    const url = `/api/orders?startDate=${day}&endDate=${day}`;
    const inDay = (zone: string) => `select count(*) as n from orders where store_id = $1
      and (created_at at time zone '${zone}')::date = '${day}'::date`;
    assert.equal(await total(url), await count(inDay('America/Santiago')));
    try {
      await testApp.db.query(`update stores set timezone = 'Pacific/Kiritimati' where id = $1`, [
        DEMO_STORE_ID,
      ]);
      assert.equal(await total(url), await count(inDay('Pacific/Kiritimati')));
    } finally {
      await testApp.db.query(`update stores set timezone = 'America/Santiago' where id = $1`, [
        DEMO_STORE_ID,
      ]);
    }
  });

  it('count a price range and a category again after a product changes', async () => {
    const url = '/api/products?priceMin=4321&priceMax=4329';
    const before = await total(url);
    await testApp.db.query(
      `insert into products (store_id, sku, name, price) values ($1, 'TOT-1', 'Totales', 4325)`,
      [DEMO_STORE_ID],
    );
    assert.equal(await total(url), before + 1, 'after a product in the range is added');
    await testApp.db.query(
      `update products set status = 'archived' where store_id = $1 and sku = 'TOT-1'`,
      [DEMO_STORE_ID],
    );
    assert.equal(await total(url), before, 'after it is archived');

    const { rows } = await testApp.db.query<{ id: string }>(
      `select category_id::text as id from products
       where store_id = $1 and category_id is not null and status <> 'archived' limit 1`,
      [DEMO_STORE_ID],
    );
    const category = rows[0]?.id;
    assert.ok(category);
    const inCategory = `/api/products?category=${category}`;
    const members = await total(inCategory);
    await testApp.db.query(
      `update products set category_id = $2, status = 'active' where store_id = $1 and sku = 'TOT-1'`,
      [DEMO_STORE_ID, category],
    );
    assert.equal(await total(inCategory), members + 1, 'after a product joins the category');
  });
});
