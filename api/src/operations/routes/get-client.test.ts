import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { Client } from '../contract.ts';

describe('GET /api/clients/:id', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  const get = (id: string, headers: Bearer = demo) =>
    testApp.app.inject({ url: `/api/clients/${id}`, headers });
  const one = async <T>(sql: string, params: unknown[] = []) => {
    const { rows } = await testApp.db.query<{ value: T }>(sql, params);
    return rows[0]?.value as T;
  };
  /** The client's totals added up from its orders now. */
  const totalsFromOrders = async (clientId: string) => {
    const { rows } = await testApp.db.query<{ orders: number; spent: number }>(
      `select count(*) filter (where status <> 'draft') as orders,
         coalesce(sum(total_amount) filter (where paid_at is not null and status <> 'cancelled'), 0) as spent
       from orders where store_id = $1 and client_id = $2`,
      [DEMO_STORE_ID, clientId],
    );
    return { totalOrders: Number(rows[0]?.orders), totalSpent: Number(rows[0]?.spent) };
  };
  const totals = async (clientId: string) => {
    const response = await get(clientId);
    assert.equal(response.statusCode, 200, response.body);
    const client = response.json() as Client;
    return { totalOrders: client.totalOrders, totalSpent: client.totalSpent };
  };
  /** A demo client with a delivered (paid) order, and that order. */
  const buyer = async () => {
    const { rows } = await testApp.db.query<{ client_id: string; id: string; total: number }>(
      `select client_id::text, id::text, total_amount as total from orders
       where store_id = $1 and status = 'delivered' and paid_at is not null
       order by created_at desc limit 1`,
      [DEMO_STORE_ID],
    );
    assert.ok(rows[0]);
    return rows[0];
  };

  it('answers the client with every field of the detail header', async () => {
    const { rows } = await testApp.db.query<Record<string, unknown>>(
      `select id::text, first_name, last_name, email, phone, rut, avatar_url, status, created_at,
         last_login_at from clients where store_id = $1 and last_login_at is not null limit 1`,
      [DEMO_STORE_ID],
    );
    const row = rows[0];
    assert.ok(row);
    const response = await get(String(row.id));
    assert.equal(response.statusCode, 200);
    const client = response.json() as Client;
    assert.deepEqual(client, {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      name: `${String(row.first_name)} ${String(row.last_name)}`,
      email: row.email,
      phone: row.phone,
      rut: row.rut,
      avatar: row.avatar_url,
      status: row.status,
      createdAt: (row.created_at as Date).toISOString(),
      lastLoginAt: (row.last_login_at as Date).toISOString(),
      ...(await totalsFromOrders(String(row.id))),
    });
  });

  it('counts the orders that are not drafts and adds up the paid ones not cancelled', async () => {
    const { client_id: clientId, id: orderId, total } = await buyer();
    const before = await totals(clientId);
    assert.deepEqual(before, await totalsFromOrders(clientId));

    await testApp.db.query(
      "update orders set status = 'cancelled', cancelled_at = now() where store_id = $1 and id = $2",
      [DEMO_STORE_ID, orderId],
    );
    assert.deepEqual(await totals(clientId), {
      totalOrders: before.totalOrders,
      totalSpent: before.totalSpent - Number(total),
    });

    const orderNumber = await one<number>(
      'select max(order_number) + 1 as value from orders where store_id = $1',
      [DEMO_STORE_ID],
    );
    const draftId = await one<string>(
      `insert into orders (store_id, order_number, client_id, client_name, client_email,
         subtotal_amount, total_amount)
       select store_id, $3, id, first_name, email, 12990, 12990 from clients
       where store_id = $1 and id = $2 returning id::text as value`,
      [DEMO_STORE_ID, clientId, orderNumber],
    );
    assert.deepEqual(
      await totals(clientId),
      await totalsFromOrders(clientId),
      'a draft counts nothing',
    );
    assert.equal((await totals(clientId)).totalOrders, before.totalOrders);

    await testApp.db.query(
      "update orders set status = 'pending', paid_at = now() where store_id = $1 and id = $2",
      [DEMO_STORE_ID, draftId],
    );
    assert.deepEqual(await totals(clientId), {
      totalOrders: before.totalOrders + 1,
      totalSpent: before.totalSpent - Number(total) + 12990,
    });

    const otherId = await one<string>(
      'select id::text as value from clients where store_id = $1 and id <> $2 limit 1',
      [DEMO_STORE_ID, clientId],
    );
    const otherBefore = await totals(otherId);
    await testApp.db.query('update orders set client_id = $3 where store_id = $1 and id = $2', [
      DEMO_STORE_ID,
      draftId,
      otherId,
    ]);
    assert.deepEqual(await totals(otherId), {
      totalOrders: otherBefore.totalOrders + 1,
      totalSpent: otherBefore.totalSpent + 12990,
    });
    assert.deepEqual(await totals(clientId), await totalsFromOrders(clientId));

    await testApp.db.query('delete from orders where store_id = $1 and id = $2', [
      DEMO_STORE_ID,
      draftId,
    ]);
    assert.deepEqual(await totals(otherId), otherBefore);
  });

  it("answers 404 'Cliente no encontrado' for another store's client and an unknown id", async () => {
    const demoClient = await one<string>(
      'select id::text as value from clients where store_id = $1 limit 1',
      [DEMO_STORE_ID],
    );
    const otraClient = await one<string>(
      'select id::text as value from clients where store_id = $1 limit 1',
      [OTRA_STORE_ID],
    );
    for (const [id, headers] of [
      [demoClient, otra],
      [otraClient, demo],
      ['00000000-0000-4000-8000-000000000000', demo],
    ] as const) {
      const response = await get(id, headers);
      assert.equal(response.statusCode, 404, id);
      assert.equal(response.json().message, 'Cliente no encontrado');
    }
    assert.equal((await get(otraClient, otra)).statusCode, 200);
    assert.equal((await get(demoClient.toUpperCase())).statusCode, 200, 'an id in capitals');
  });

  it('answers 400 for an id that is not a uuid, 401 without a token', async () => {
    for (const id of ['abc', '123', 'urn:uuid:00000000-0000-4000-8000-000000000000']) {
      const response = await get(encodeURIComponent(id));
      assert.equal(response.statusCode, 400, id);
      assert.ok(response.json().message);
    }
    const response = await testApp.app.inject({
      url: '/api/clients/00000000-0000-4000-8000-000000000000',
    });
    assert.equal(response.statusCode, 401);
  });
});
