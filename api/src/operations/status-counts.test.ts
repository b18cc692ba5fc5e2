import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Database } from '../db/index.ts';
import { DEMO_STORE_ID } from '../db/seed-ids.ts';
import { openSeededTestDatabase } from '../testing/seeded-database.ts';

/** A table's rows per store and status, counted, and as its kept counts have them. */
const inStep = (table: 'orders' | 'clients') => {
  const kept = table === 'orders' ? 'order_status_counts' : 'client_status_counts';
  return {
    direct: `select store_id::text as store_id, status, count(*)::int as n from ${table}
             group by 1, 2 order by 1, 2`,
    kept: `select store_id::text as store_id, status, ${table} as n from ${kept}
           where ${table} <> 0 order by 1, 2`,
  };
};

describe('order_status_counts and client_status_counts (migration 010)', () => {
  let db: Database;

  async function assertInStep(table: 'orders' | 'clients', message: string) {
    const queries = inStep(table);
    const [direct, kept] = await Promise.all([db.query(queries.direct), db.query(queries.kept)]);
    assert.ok(direct.rows.length > 0);
    assert.deepEqual(kept.rows, direct.rows, `${table} ${message}`);
  }

  before(async () => {
    db = await openSeededTestDatabase();
  });
  after(() => db.close());

  it('count every seeded order and client (the seed bulk-loads with triggers otherwise off)', async () => {
    await assertInStep('orders', 'after the seed');
    await assertInStep('clients', 'after the seed');
  });

  it('follow inserts, status changes and deletes of orders', async () => {
    const { rows } = await db.query<{ id: string; client_id: string; client_name: string }>(
      `select id::text as id, client_id::text as client_id, client_name from orders
       where store_id = $1 and status = 'pending' order by created_at limit 1`,
      [DEMO_STORE_ID],
    );
    const pending = rows[0];
    assert.ok(pending, 'the seed has pending orders');

    await db.query(
      `insert into orders (store_id, order_number, client_id, client_name, client_email, status,
         subtotal_amount, total_amount)
       values ($1, 998001, $2, $3, 'x@x.cl', 'processing', 15990, 15990),
              ($1, 998002, $2, $3, 'x@x.cl', 'draft', 9990, 9990)`,
      [DEMO_STORE_ID, pending.client_id, pending.client_name],
    );
    await assertInStep('orders', 'after inserting a draft and an order in process');

    await db.query(`update orders set status = 'shipped' where store_id = $1 and id = $2`, [
      DEMO_STORE_ID,
      pending.id,
    ]);
    await db.query(
      `update orders set status = case status when 'draft' then 'pending' else 'cancelled' end
       where store_id = $1 and order_number in (998001, 998002)`,
      [DEMO_STORE_ID],
    );
    await db.query(`update orders set updated_at = now() where store_id = $1 and client_id = $2`, [
      DEMO_STORE_ID,
      pending.client_id,
    ]);
    await assertInStep('orders', "after status changes and a no-op update of a client's orders");

    await db.query(`delete from orders where store_id = $1 and order_number in (998001, 998002)`, [
      DEMO_STORE_ID,
    ]);
    await assertInStep('orders', 'after deleting orders');
  });

  it('follow inserts, status changes and deletes of clients', async () => {
    await db.query(
      `insert into clients (store_id, first_name, email, status)
       values ($1, 'Ana', 'ana.counts@x.cl', 'pending'), ($1, 'Luis', 'luis.counts@x.cl', 'active')`,
      [DEMO_STORE_ID],
    );
    await assertInStep('clients', 'after inserting two');
    await db.query(
      `update clients set status = 'inactive' where store_id = $1 and email like '%.counts@x.cl'`,
      [DEMO_STORE_ID],
    );
    await db.query(`update clients set updated_at = now() where store_id = $1`, [DEMO_STORE_ID]);
    await assertInStep('clients', 'after status changes and a no-op update of every client');
    await db.query(`delete from clients where store_id = $1 and email like '%.counts@x.cl'`, [
      DEMO_STORE_ID,
    ]);
    await assertInStep('clients', 'after deleting them');
  });
});
