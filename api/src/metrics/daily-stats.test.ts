import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Database } from '../db/index.ts';
import { openSeededTestDatabase } from '../testing/seeded-database.ts';

/** The daily stats computed straight from the orders (what the triggers must keep). */
const DIRECT = `
  select c.store_id::text as store_id, to_char(c.day, 'YYYY-MM-DD') as day,
         sum(c.created_orders)::int as created_orders, sum(c.paid_orders)::int as paid_orders,
         sum(c.paid_revenue)::bigint as paid_revenue
  from (
    select o.store_id, (o.created_at at time zone s.timezone)::date as day,
           1 as created_orders, 0 as paid_orders, 0::bigint as paid_revenue
    from orders o join stores s on s.id = o.store_id where o.status <> 'draft'
    union all
    select o.store_id, (o.paid_at at time zone s.timezone)::date, 0, 1, o.total_amount
    from orders o join stores s on s.id = o.store_id
    where o.paid_at is not null and o.status <> 'cancelled'
  ) c
  group by 1, 2
  having sum(c.created_orders) <> 0 or sum(c.paid_orders) <> 0 or sum(c.paid_revenue) <> 0
  order by 1, 2`;

const KEPT = `
  select store_id::text as store_id, to_char(day, 'YYYY-MM-DD') as day, created_orders, paid_orders,
         paid_revenue
  from order_daily_stats
  where created_orders <> 0 or paid_orders <> 0 or paid_revenue <> 0
  order by 1, 2`;

describe('order_daily_stats (migration 005)', () => {
  let db: Database;
  let storeId: string;

  async function assertInStep(message: string) {
    const [direct, kept] = await Promise.all([db.query(DIRECT), db.query(KEPT)]);
    assert.ok(direct.rows.length > 0);
    assert.deepEqual(
      kept.rows.map((row) => JSON.stringify(row)),
      direct.rows.map((row) => JSON.stringify(row)),
      message,
    );
  }

  before(async () => {
    db = await openSeededTestDatabase();
    const { rows } = await db.query<{ id: string }>(
      "select s.id::text as id from stores s join users u on u.id = s.owner_user_id where u.email = 'demo@tienda.cl'",
    );
    storeId = rows[0]!.id;
  });
  after(() => db.close());

  it('counts every seeded order (the seed bulk-loads with triggers otherwise off)', async () => {
    await assertInStep('after the seed');
  });

  it('follows inserts, status changes, payments, amount changes and deletes', async () => {
    const { rows } = await db.query<{ id: string; client_id: string; client_name: string }>(
      `select id::text as id, client_id::text as client_id, client_name from orders
       where store_id = $1 and status = 'pending' order by created_at limit 2`,
      [storeId],
    );
    const [first, second] = rows;
    assert.ok(first && second, 'the seed has pending orders');

    await db.query(
      `insert into orders (store_id, order_number, client_id, client_name, client_email, status,
         subtotal_amount, total_amount, created_at, paid_at)
       values ($1, 999001, $2, $3, 'x@x.cl', 'processing', 15990, 15990, now() - interval '3 days', now() - interval '2 days'),
              ($1, 999002, $2, $3, 'x@x.cl', 'draft', 9990, 9990, now(), null)`,
      [storeId, first.client_id, first.client_name],
    );
    await assertInStep('after inserting a paid order and a draft');

    await db.query(
      `update orders set status = 'processing', paid_at = now() where store_id = $1 and id = $2`,
      [storeId, first.id],
    );
    await assertInStep('after paying a pending order');

    await db.query(
      `update orders set status = 'cancelled', cancelled_at = now() where store_id = $1 and id = $2`,
      [storeId, first.id],
    );
    await assertInStep('after cancelling it');

    await db.query(
      `update orders set status = 'pending' where store_id = $1 and order_number = 999002`,
      [storeId],
    );
    await db.query(
      `update orders set subtotal_amount = 20990, total_amount = 20990 where store_id = $1 and order_number = 999001`,
      [storeId],
    );
    await db.query(`update orders set updated_at = now() where store_id = $1`, [storeId]);
    await assertInStep(
      'after a draft is placed, an amount changes and a no-op update of every order',
    );

    await db.query(
      `delete from order_history where store_id = $1 and order_id in
      (select id from orders where store_id = $1 and order_number in (999001, 999002))`,
      [storeId],
    );
    await db.query(`delete from orders where store_id = $1 and order_number in (999001, 999002)`, [
      storeId,
    ]);
    await assertInStep('after deleting orders');
  });

  it('recounts the days of a store that changes its timezone', async () => {
    await db.query(`update stores set timezone = 'Pacific/Easter' where id = $1`, [storeId]);
    await assertInStep('in Easter Island time');
    await db.query(`update stores set timezone = 'America/Santiago' where id = $1`, [storeId]);
    await assertInStep('back in Santiago time');
  });
});
