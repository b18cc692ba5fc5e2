import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { ClientOrder } from '../contract.ts';

describe('GET /api/clients/:id/orders', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  const get = (id: string, headers: Bearer = demo) =>
    testApp.app.inject({ url: `/api/clients/${id}/orders`, headers });
  const clientWhere = async (storeId: string, condition: string) => {
    const { rows } = await testApp.db.query<{ id: string }>(
      `select c.id::text as id from clients c where c.store_id = $1 and ${condition}
       order by c.created_at limit 1`,
      [storeId],
    );
    assert.ok(rows[0], condition);
    return rows[0].id;
  };

  it("lists every order of the client, newest first, with the tab's fields", async () => {
    const { rows: best } = await testApp.db.query<{ id: string }>(
      `select client_id::text as id from orders where store_id = $1
       group by client_id order by count(*) desc, client_id limit 1`,
      [DEMO_STORE_ID],
    );
    const clientId = best[0]?.id ?? '';
    const { rows } = await testApp.db.query<{
      id: string;
      order_number: number;
      created_at: Date;
      status: ClientOrder['status'];
      items: number;
      street: string | null;
      city: string | null;
      total: number;
    }>(
      `select o.id::text, o.order_number, o.created_at, o.status, o.total_amount as total,
         a.street, a.city,
         (select coalesce(sum(quantity), 0) from order_items i
          where i.store_id = o.store_id and i.order_id = o.id) as items
       from orders o left join client_addresses a
         on a.store_id = o.store_id and a.id = o.shipping_address_id
       where o.store_id = $1 and o.client_id = $2`,
      [DEMO_STORE_ID, clientId],
    );
    assert.ok(rows.length > 10, 'a client with many orders');
    const expected = rows
      .sort(
        (a, b) =>
          b.created_at.getTime() - a.created_at.getTime() || b.order_number - a.order_number,
      )
      .map((row): ClientOrder => ({
        id: row.id,
        uuid: row.id,
        orderNumber: row.order_number,
        date: row.created_at.toISOString(),
        status: row.status,
        itemCount: Number(row.items),
        shippingAddress: row.street === null ? null : `${row.street}, ${row.city}`,
        total: Number(row.total),
      }));

    const response = await get(clientId);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { orders: expected });
  });

  it('gives null as the address of an order without shipping, and [] to a client without orders', async () => {
    const { rows } = await testApp.db.query<{ client: string; id: string }>(
      `select client_id::text as client, id::text from orders
       where store_id = $1 and shipping_address_id is null limit 1`,
      [DEMO_STORE_ID],
    );
    const unshipped = rows[0];
    assert.ok(unshipped);
    const orders = (await get(unshipped.client)).json().orders as ClientOrder[];
    assert.equal(orders.find((order) => order.id === unshipped.id)?.shippingAddress, null);

    const newcomer = await clientWhere(
      DEMO_STORE_ID,
      'not exists (select 1 from orders o where o.store_id = c.store_id and o.client_id = c.id)',
    );
    const response = await get(newcomer);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { orders: [] });
  });

  it("answers 404 'Cliente no encontrado' for another store's client and an unknown id", async () => {
    const demoClient = await clientWhere(DEMO_STORE_ID, 'true');
    const otraClient = await clientWhere(OTRA_STORE_ID, 'true');
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
  });

  it('answers 400 for an id that is not a uuid, 401 without a token', async () => {
    const response = await get('cliente-1');
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().message);
    const demoClient = await clientWhere(DEMO_STORE_ID, 'true');
    const anonymous = await testApp.app.inject({ url: `/api/clients/${demoClient}/orders` });
    assert.equal(anonymous.statusCode, 401);
  });
});
