import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { Client, ClientList } from '../contract.ts';

/** Lower case without accents, as a merchant expects the search and the name sort to behave. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

interface ClientRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  rut: string | null;
  status: string;
  created_at: Date;
  orders: number;
  spent: number;
}

describe('GET /api/clients', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  /** Demo's clients, with their totals added up from the orders (not from the client row). */
  let clients: ClientRow[];

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    ({ rows: clients } = await testApp.db.query<ClientRow>(
      `select c.id::text as id, c.first_name, c.last_name, c.email, c.phone, c.rut, c.status, c.created_at,
         (select count(*) from orders o where o.store_id = c.store_id and o.client_id = c.id
            and o.status <> 'draft') as orders,
         (select coalesce(sum(o.total_amount), 0) from orders o where o.store_id = c.store_id
            and o.client_id = c.id and o.paid_at is not null and o.status <> 'cancelled') as spent
       from clients c where c.store_id = $1`,
      [DEMO_STORE_ID],
    ));
  });
  after(() => testApp.close());

  const list = async (query = '', headers: Bearer = demo) => {
    const response = await testApp.app.inject({ url: `/api/clients${query}`, headers });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as ClientList;
  };
  /** Every client the query finds, page after page (100 a page). */
  const everything = async (query: string) => {
    const found: Client[] = [];
    for (let page = 1; ; page += 1) {
      const body = await list(`?perPage=100&page=${page}&${query}`);
      found.push(...body.data);
      if (found.length >= body.total || body.data.length === 0) return found;
    }
  };
  const byId = (id: string) => {
    const row = clients.find((client) => client.id === id);
    assert.ok(row, id);
    return row;
  };

  it('pages the newest clients first, 10 a page, each with its fields and totals', async () => {
    const body = await list();
    assert.equal(body.total, clients.length);
    assert.equal(body.page, 1);
    assert.equal(body.perPage, 10);
    assert.equal(body.data.length, 10);
    const newest = [...clients]
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, 10);
    assert.deepEqual(
      body.data.map((client) => client.id),
      newest.map((client) => client.id),
    );
    for (const client of body.data) {
      const row = byId(client.id);
      assert.equal(client.name, `${row.first_name} ${row.last_name}`.trim());
      assert.equal(client.email, row.email);
      assert.equal(client.phone, row.phone);
      assert.equal(client.rut, row.rut);
      assert.equal(client.status, row.status);
      assert.equal(client.createdAt, row.created_at.toISOString());
      assert.equal(client.totalOrders, Number(row.orders), 'orders that are not drafts');
      assert.equal(client.totalSpent, Number(row.spent), 'paid orders, not cancelled');
    }
  });

  it('pages through every client once, in the same order as one long page', async () => {
    const all = await everything('sortBy=createdAt&sortDirection=asc');
    assert.equal(all.length, clients.length);
    assert.equal(new Set(all.map((client) => client.id)).size, clients.length);
    const third = await list('?sortBy=createdAt&sortDirection=asc&perPage=7&page=3');
    assert.equal(third.total, clients.length);
    assert.deepEqual(third.data, all.slice(14, 21));
    const beyond = await list(`?page=${Math.ceil(clients.length / 10) + 1}`);
    assert.deepEqual(beyond.data, []);
    assert.equal(beyond.total, clients.length);
  });

  it('searches names ignoring case and accents, and keeps the accents as stored', async () => {
    const accented = clients.find((client) => /[ÁÉÍÓÚáéíóúñ]/.test(client.last_name));
    assert.ok(accented, 'the seed has accented surnames');
    const surname = accented.last_name.split(' ')[0] ?? '';
    const expected = clients
      .filter((client) => fold(`${client.first_name} ${client.last_name}`).includes(fold(surname)))
      .map((client) => client.id)
      .sort();
    for (const typed of [surname, surname.toUpperCase(), fold(surname)]) {
      const found = await everything(`search=${encodeURIComponent(typed)}`);
      assert.deepEqual(found.map((client) => client.id).sort(), expected, typed);
    }
    const found = await list(`?search=${encodeURIComponent(surname)}`);
    assert.ok(
      found.data.some((client) => client.lastName.includes(surname)),
      'shown as stored',
    );

    const fullName = `${accented.first_name} ${accented.last_name}`;
    const exact = await list(`?search=${encodeURIComponent(` ${fold(fullName).toUpperCase()} `)}`);
    assert.ok(exact.data.some((client) => client.id === accented.id));
  });

  it('searches the e-mail, the phone and the RUT as people type them', async () => {
    const client = clients.find((row) => row.phone && row.rut && /^\d{8}-/.test(row.rut));
    assert.ok(client?.phone && client.rut);
    const ids = async (typed: string) =>
      (await list(`?search=${encodeURIComponent(typed)}`)).data.map((found) => found.id);

    assert.deepEqual(await ids(client.email.toUpperCase()), [client.id]);
    const phone = client.phone; // +569XXXXXXXX
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 4)} ${phone.slice(4, 8)} ${phone.slice(8)}`;
    assert.ok((await ids(spaced)).includes(client.id), spaced);
    assert.ok((await ids(phone.slice(4))).includes(client.id), 'the number without +569');
    const [body, dv] = client.rut.split('-') as [string, string];
    const dotted = `${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}-${dv}`;
    assert.ok((await ids(dotted)).includes(client.id), dotted);
    assert.ok((await ids(`${body}${dv}`)).includes(client.id), 'without the hyphen');
  });

  it('takes the search text literally and finds nothing of another store', async () => {
    assert.equal((await list('?search=%25')).total, 0, '% is not a wildcard');
    const underscored = clients.filter((client) => client.email.includes('_')).length;
    assert.ok(underscored > 0 && underscored < clients.length);
    assert.equal((await list('?search=_')).total, underscored, '_ is not a wildcard');
    const demoClient = clients[0];
    assert.ok(demoClient);
    const other = await list(`?search=${encodeURIComponent(demoClient.email)}`, otra);
    assert.equal(other.total, 0);
    const otraClients = await testApp.db.query<{ n: number }>(
      'select count(*) as n from clients where store_id = $1',
      [OTRA_STORE_ID],
    );
    const own = await list('?perPage=100', otra);
    assert.equal(own.total, Number(otraClients.rows[0]?.n));
    for (const client of own.data) assert.ok(!clients.some((row) => row.id === client.id));
  });

  it('filters by status, alone and with a search', async () => {
    for (const status of ['active', 'inactive', 'pending'] as const) {
      const found = await everything(`status=${status}`);
      assert.equal(found.length, clients.filter((client) => client.status === status).length);
      assert.ok(found.length > 0, status);
      for (const client of found) assert.equal(client.status, status);
    }
    const all = await list('?status=all');
    assert.equal(all.total, clients.length);
    const letter = 'a';
    const activeWithA = await list(`?status=active&search=${letter}`);
    assert.equal(
      activeWithA.total,
      clients.filter(
        (client) =>
          client.status === 'active' &&
          fold(
            [client.first_name, client.last_name, client.email, client.phone, client.rut].join(
              '\n',
            ),
          ).includes(letter),
      ).length,
    );
  });

  it('sorts by name (as shown, ignoring case and accents), both ways', async () => {
    const ascending = await everything('sortBy=name&sortDirection=asc');
    const names = ascending.map((client) => fold(client.name));
    assert.deepEqual(names, [...names].sort());
    const descending = await list('?sortBy=name&sortDirection=desc&perPage=5');
    assert.deepEqual(
      descending.data.map((client) => client.id),
      ascending
        .slice(-5)
        .reverse()
        .map((client) => client.id),
    );
  });

  it('sorts by total spent and by total orders, both ways', async () => {
    const richest = (await list('?sortBy=totalSpent&perPage=100')).data;
    const spent = richest.map((client) => client.totalSpent);
    assert.deepEqual(
      spent,
      [...spent].sort((a, b) => b - a),
    );
    assert.equal(spent[0], Math.max(...clients.map((client) => Number(client.spent))));

    const fewest = await everything('sortBy=totalOrders&sortDirection=asc');
    const orders = fewest.map((client) => client.totalOrders);
    assert.deepEqual(
      orders,
      [...orders].sort((a, b) => a - b),
    );
    for (const client of fewest) assert.equal(client.totalOrders, Number(byId(client.id).orders));

    const pending = (await list('?status=pending&sortBy=totalSpent&sortDirection=asc')).data;
    for (const client of pending) assert.equal(client.status, 'pending');
  });

  it('rejects bad queries with a 400 in Spanish', async () => {
    for (const query of [
      '?status=perdido',
      '?status=active&status=pending',
      '?sortBy=email',
      '?sortDirection=up',
      '?page=0',
      '?page=uno',
      '?perPage=101',
      `?search=${'a'.repeat(101)}`,
    ]) {
      const response = await testApp.app.inject({ url: `/api/clients${query}`, headers: demo });
      assert.equal(response.statusCode, 400, query);
      assert.ok(response.json().message, query);
    }
    const anonymous = await testApp.app.inject({ url: '/api/clients' });
    assert.equal(anonymous.statusCode, 401);
  });
});
