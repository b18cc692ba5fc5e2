import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import type { OrderListItem } from '../contract.ts';
import { type TestApp, openTestApp } from '../../testing/test-app.ts';

describe('GET /api/orders', () => {
  let testApp: TestApp;
  let demo: { authorization: string };

  before(async () => {
    ({ testApp, demo } = await openTestApp());
  });
  after(() => testApp.close());

  const list = (query = '') => testApp.app.inject({ url: `/api/orders${query}`, headers: demo });

  it('lists the newest orders first with the list fields', async () => {
    const response = await list();
    assert.equal(response.statusCode, 200);
    const body = response.json() as {
      data: OrderListItem[];
      total: number;
      page: number;
      perPage: number;
    };
    const { rows } = await testApp.db.query<{ n: number }>(
      'select count(*) as n from orders where store_id = $1',
      [DEMO_STORE_ID],
    );
    assert.equal(body.total, Number(rows[0]?.n));
    assert.equal(body.perPage, 10);
    const dates = body.data.map((order) => order.createdAt);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const first = body.data[0];
    assert.ok(first);
    const { rows: items } = await testApp.db.query<{ n: number }>(
      'select coalesce(sum(quantity), 0) as n from order_items where store_id = $1 and order_id = $2',
      [DEMO_STORE_ID, first.id],
    );
    assert.equal(first.itemsCount, Number(items[0]?.n));
    assert.equal(typeof first.totalAmount, 'number');
    assert.equal(typeof first.orderNumber, 'number');
  });

  it("gives the dashboard's upcoming deliveries: pending, oldest first", async () => {
    const body = (
      await list('?status=pending&sortBy=createdAt&sortDirection=asc&perPage=5')
    ).json() as {
      data: OrderListItem[];
      total: number;
    };
    const { rows } = await testApp.db.query<{ n: number }>(
      "select count(*) as n from orders where store_id = $1 and status = 'pending'",
      [DEMO_STORE_ID],
    );
    assert.equal(body.total, Number(rows[0]?.n));
    for (const order of body.data) assert.equal(order.status, 'pending');
    const dates = body.data.map((order) => order.createdAt);
    assert.deepEqual(dates, [...dates].sort());
  });

  it('finds an order by its number and filters by amount', async () => {
    const { rows } = await testApp.db.query<{ order_number: number; total_amount: number }>(
      'select order_number, total_amount from orders where store_id = $1 order by order_number limit 1',
      [DEMO_STORE_ID],
    );
    const order = rows[0];
    if (!order) return;
    const found = (await list(`?search=${order.order_number}`)).json() as { data: OrderListItem[] };
    assert.ok(found.data.some((item) => item.orderNumber === order.order_number));
    const bounded = (
      await list(`?minAmount=${order.total_amount}&maxAmount=${order.total_amount}&perPage=100`)
    ).json() as {
      data: OrderListItem[];
    };
    for (const item of bounded.data) assert.equal(item.totalAmount, Number(order.total_amount));
  });

  it('searches names and e-mails ignoring case and accents, and tracking numbers, with the total on every page', async () => {
    const { rows } = await testApp.db.query<{
      id: string;
      name: string;
      email: string;
      tracking: string | null;
    }>(
      `select o.id::text as id, o.client_name as name, o.client_email as email,
              sh.tracking_number as tracking
       from orders o
       left join order_shipments sh on sh.store_id = o.store_id and sh.order_id = o.id
       where o.store_id = $1`,
      [DEMO_STORE_ID],
    );
    const fold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const accented = rows.find((row) => /[áéíóú]/.test(row.name));
    assert.ok(accented, 'the seed has a client name with an accent');
    // 'Vásquez' typed as 'VASQUEZ'
    const word = accented.name.split(' ').find((part) => /[áéíóú]/.test(part)) ?? '';
    const typed = fold(word).toUpperCase();
    const expected = rows.filter((row) => fold(`${row.name}\n${row.email}`).includes(fold(word)));

    const first = (await list(`?search=${encodeURIComponent(typed)}&perPage=5`)).json() as {
      data: OrderListItem[];
      total: number;
    };
    assert.equal(first.total, expected.length, typed);
    assert.ok(first.data.length > 0);
    for (const order of first.data) assert.ok(fold(order.clientName).includes(fold(word)));
    const second = (await list(`?search=${encodeURIComponent(typed)}&perPage=5&page=2`)).json() as {
      data: OrderListItem[];
      total: number;
    };
    assert.equal(second.total, expected.length, 'the same total on the next page');
    const pastTheEnd = (
      await list(`?search=${encodeURIComponent(typed)}&perPage=100&page=1000`)
    ).json() as { data: OrderListItem[]; total: number };
    assert.deepEqual(pastTheEnd.data, []);
    assert.equal(pastTheEnd.total, expected.length, 'and past the last page');

    const shipped = rows.find((row) => row.tracking && row.tracking.length >= 8);
    assert.ok(shipped?.tracking, 'the seed has tracking numbers');
    const part = shipped.tracking.slice(2, 8).toLowerCase();
    const byTracking = (await list(`?search=${encodeURIComponent(part)}&perPage=100`)).json() as {
      data: OrderListItem[];
      total: number;
    };
    assert.ok(
      byTracking.data.some((order) => order.id === shipped.id),
      part,
    );
    const trackingMatches = rows.filter(
      (row) =>
        row.tracking?.toLowerCase().includes(part) ||
        fold(`${row.name}\n${row.email}`).includes(fold(part)),
    );
    assert.equal(byTracking.total, trackingMatches.length);
  });

  it('finds a whole e-mail as typed, and only the orders that hold all of it', async () => {
    // the e-mail with the most orders, and the orders whose e-mail holds it
    const { rows } = await testApp.db.query<{ email: string; orders: number }>(
      `select e.email, (select count(*)::int from orders o
                        where o.store_id = $1 and lower(o.client_email) like '%' || e.email || '%') as orders
       from (select lower(client_email) as email from orders
             where store_id = $1 and client_email like '%@%'
             group by 1 order by count(*) desc, 1 limit 1) e`,
      [DEMO_STORE_ID],
    );
    const sample = rows[0];
    assert.ok(sample, 'the seed has orders with an e-mail');
    const search = (text: string) =>
      list(`?search=${encodeURIComponent(text)}&perPage=100`).then(
        (response) => response.json() as { data: OrderListItem[]; total: number },
      );

    const found = await search(sample.email.toUpperCase());
    assert.equal(found.total, sample.orders);
    for (const order of found.data)
      assert.ok(order.clientEmail.toLowerCase().includes(sample.email));

    // the same name at a domain no client has: the part before the '@' alone is not enough
    const [local = ''] = sample.email.split('@');
    assert.ok((await search(local)).total >= sample.orders);
    assert.equal((await search(`${local}@dominio-inexistente.cl`)).total, 0);
  });

  it('rejects bad filters with a 400', async () => {
    for (const query of [
      '?status=perdida',
      '?sortBy=color',
      '?sortDirection=up',
      '?startDate=2026-13-01',
      '?minAmount=-1',
      '?startDate=2026-11-10&endDate=2026-11-01',
      '?status=pending&status=shipped',
      '?minAmount=mil',
    ]) {
      const response = await list(query);
      assert.equal(response.statusCode, 400, query);
    }
  });
});
