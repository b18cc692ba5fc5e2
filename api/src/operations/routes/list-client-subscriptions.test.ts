import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { Address, SubscriptionItem } from '../contract.ts';

interface SubscriptionRow {
  id: string;
  type: SubscriptionItem['type'];
  name: string;
  start_date: string;
  next_billing_date: string | null;
  status: SubscriptionItem['status'];
  price: number;
  quantity: number;
  parent: string | null;
  address: string | null;
}

const RANK = { store_client_plan: 0, pack: 1, product: 2 } as const;

describe('GET /api/clients/:id/subscriptions', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  const get = (id: string, headers: Bearer = demo) =>
    testApp.app.inject({ url: `/api/clients/${id}/subscriptions`, headers });
  const one = async (sql: string, params: unknown[]) => {
    const { rows } = await testApp.db.query<{ value: string }>(sql, params);
    assert.ok(rows[0], sql);
    return rows[0].value;
  };
  const addressOf = async (id: string): Promise<Address> => {
    const { rows } = await testApp.db.query<Record<string, unknown>>(
      'select * from client_addresses where store_id = $1 and id = $2',
      [DEMO_STORE_ID, id],
    );
    const row = rows[0];
    assert.ok(row);
    return {
      uuid: String(row.id),
      type: row.type as Address['type'],
      fullName: String(row.full_name),
      phone: row.phone as string | null,
      street: String(row.street),
      apartment: row.apartment as string | null,
      city: String(row.city),
      state: String(row.state),
      additionalInfo: row.additional_info as string | null,
      isDefault: Boolean(row.is_default),
      createdAt: (row.created_at as Date).toISOString(),
    };
  };

  it('lists memberships with their products after each, then packs, then products, with addresses', async () => {
    // A member with a pack: add a second membership with an included product, and a recurring
    // product of its own without shipping, so every group is present.
    const clientId = await one(
      `select client_id::text as value from subscriptions where store_id = $1
       group by client_id having count(distinct type) = 3 order by client_id limit 1`,
      [DEMO_STORE_ID],
    );
    const productId = await one(
      `select id::text as value from products where store_id = $1 and type = 'product'
       and status = 'active' limit 1`,
      [DEMO_STORE_ID],
    );
    const planId = await one(
      'select id::text as value from commerce_plans where store_id = $1 limit 1',
      [DEMO_STORE_ID],
    );
    const membership = await one(
      `insert into subscriptions (store_id, client_id, type, commerce_plan_id, name, start_date,
         next_billing_date, price)
       values ($1, $2, 'store_client_plan', $3, 'Club de prueba', '2026-01-15', '2026-12-15', 9990)
       returning id::text as value`,
      [DEMO_STORE_ID, clientId, planId],
    );
    await testApp.db.query(
      `insert into subscriptions (store_id, client_id, type, product_id, parent_subscription_id,
         name, start_date, price, quantity, status)
       values ($1, $2, 'product', $3, $4, 'Incluido de prueba', '2026-01-15', 0, 2, 'paused'),
              ($1, $2, 'product', $3, null, 'Recurrente de prueba', '2026-02-01', 5990, 3, 'active')`,
      [DEMO_STORE_ID, clientId, productId, membership],
    );

    const { rows } = await testApp.db.query<SubscriptionRow>(
      `select id::text, type, name, start_date, next_billing_date, status, price, quantity,
         parent_subscription_id::text as parent, shipping_address_id::text as address
       from subscriptions where store_id = $1 and client_id = $2`,
      [DEMO_STORE_ID, clientId],
    );
    const newestFirst = (a: SubscriptionRow, b: SubscriptionRow) =>
      b.start_date.localeCompare(a.start_date) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      (a.id < b.id ? -1 : 1);
    const roots = rows
      .filter((row) => !row.parent)
      .sort(
        (a, b) =>
          RANK[a.type] - RANK[b.type] ||
          b.start_date.localeCompare(a.start_date) ||
          (a.id < b.id ? -1 : 1),
      );
    const ordered = roots.flatMap((root) => [
      root,
      ...rows.filter((row) => row.parent === root.id).sort(newestFirst),
    ]);
    assert.equal(ordered.length, rows.length, 'every child has its parent here');
    const expected: SubscriptionItem[] = [];
    for (const row of ordered) {
      expected.push({
        uuid: row.id,
        type: row.type,
        name: row.name,
        startDate: row.start_date,
        nextBillingDate: row.next_billing_date,
        status: row.status,
        price: row.price,
        quantity: row.quantity,
        shippingAddressId: row.address,
        shippingAddress: row.address ? await addressOf(row.address) : null,
        parentUuid: row.parent,
      });
    }

    const response = await get(clientId);
    assert.equal(response.statusCode, 200, response.body);
    const { subscriptions } = response.json() as { subscriptions: SubscriptionItem[] };
    assert.deepEqual(subscriptions, expected);

    const types = subscriptions.filter((item) => !item.parentUuid).map((item) => item.type);
    assert.equal(types.filter((type) => type === 'store_client_plan').length, 2);
    assert.deepEqual(
      types,
      [...types].sort((a, b) => RANK[a] - RANK[b]),
    );
    const included = subscriptions.findIndex((item) => item.name === 'Incluido de prueba');
    assert.equal(subscriptions[included - 1]?.uuid, membership, 'right after its membership');
    const own = subscriptions.find((item) => item.name === 'Recurrente de prueba');
    assert.equal(own?.shippingAddressId, null);
    assert.equal(own?.shippingAddress, null);
    assert.equal(subscriptions.at(-1)?.name, 'Recurrente de prueba', 'recurring products last');
  });

  it('answers [] to a client without subscriptions', async () => {
    const clientId = await one(
      `insert into clients (store_id, first_name, last_name, email, status)
       values ($1, 'Inés', 'Nueva', 'ines.nueva@example.cl', 'pending') returning id::text as value`,
      [DEMO_STORE_ID],
    );
    const response = await get(clientId);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { subscriptions: [] });
  });

  it("answers 404 'Cliente no encontrado' for another store's client and an unknown id", async () => {
    const first = 'select id::text as value from clients where store_id = $1 limit 1';
    const demoClient = await one(first, [DEMO_STORE_ID]);
    const otraClient = await one(first, [OTRA_STORE_ID]);
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

  it('answers 400 for an id that is not a uuid', async () => {
    const response = await get('00000000-0000-4000-8000');
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().message);
  });
});
