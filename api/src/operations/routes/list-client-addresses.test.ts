import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { Address } from '../contract.ts';

describe('GET /api/clients/:id/addresses', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  const get = (id: string, headers: Bearer = demo) =>
    testApp.app.inject({ url: `/api/clients/${id}/addresses`, headers });
  const one = async (sql: string, params: unknown[]) => {
    const { rows } = await testApp.db.query<{ value: string }>(sql, params);
    assert.ok(rows[0], sql);
    return rows[0].value;
  };

  it('lists shipping addresses then billing ones, the default first, with every card field', async () => {
    const clientId = await one(
      `select client_id::text as value from client_addresses where store_id = $1
       group by client_id
       having count(*) filter (where type = 'shipping') > 1 and count(*) filter (where type = 'billing') > 0
       order by client_id limit 1`,
      [DEMO_STORE_ID],
    );
    // one more non-default shipping address, older than the others: still after the default
    await testApp.db.query(
      `insert into client_addresses (store_id, client_id, type, full_name, street, city, state,
         apartment, additional_info, phone, created_at)
       values ($1, $2, 'shipping', 'Ñuñoa Oficina', 'Irarrázaval 2401', 'Ñuñoa',
         'Región Metropolitana de Santiago', 'Of. 5', 'Timbre 5', '+56222223333', '2020-01-01')`,
      [DEMO_STORE_ID, clientId],
    );
    const { rows } = await testApp.db.query<Record<string, unknown>>(
      'select * from client_addresses where store_id = $1 and client_id = $2',
      [DEMO_STORE_ID, clientId],
    );
    const expected = rows
      .map((row): Address => ({
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
      }))
      .sort(
        (a, b) =>
          (a.type === 'shipping' ? 0 : 1) - (b.type === 'shipping' ? 0 : 1) ||
          Number(b.isDefault) - Number(a.isDefault) ||
          a.createdAt.localeCompare(b.createdAt) ||
          (a.uuid < b.uuid ? -1 : 1),
      );

    const response = await get(clientId);
    assert.equal(response.statusCode, 200, response.body);
    const { addresses } = response.json() as { addresses: Address[] };
    assert.deepEqual(addresses, expected);
    assert.deepEqual(addresses.map((address) => [address.type, address.isDefault]).slice(0, 2), [
      ['shipping', true],
      ['shipping', false],
    ]);
    assert.equal(addresses.at(-1)?.type, 'billing');
    assert.ok(
      addresses.some((address) => address.city === 'Ñuñoa' && address.apartment === 'Of. 5'),
    );
  });

  it('answers [] to a client without addresses', async () => {
    const clientId = await one(
      `insert into clients (store_id, first_name, last_name, email)
       values ($1, 'Sin', 'Dirección', 'sin.direccion@example.cl') returning id::text as value`,
      [DEMO_STORE_ID],
    );
    const response = await get(clientId);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { addresses: [] });
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
    const response = await get('predeterminada');
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().message);
  });
});
