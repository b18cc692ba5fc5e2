import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Database } from '../db/index.ts';
import { DEMO_STORE_ID } from '../db/seed-ids.ts';
import { openSeededTestDatabase } from '../testing/seeded-database.ts';

/** Orders whose kept items_count differs from their items' quantities added up. */
const OUT_OF_STEP = `
  select o.id::text as id, o.items_count as kept, coalesce(sum(i.quantity), 0)::int as counted
  from orders o
  left join order_items i on i.store_id = o.store_id and i.order_id = o.id
  group by o.store_id, o.id
  having o.items_count <> coalesce(sum(i.quantity), 0)`;

describe('orders.items_count (migration 014)', () => {
  let db: Database;

  async function assertInStep(message: string) {
    const { rows } = await db.query(OUT_OF_STEP);
    assert.deepEqual(rows, [], message);
  }

  before(async () => {
    db = await openSeededTestDatabase();
  });
  after(() => db.close());

  it('counts the items of every seeded order (the seed bulk-loads with triggers otherwise off)', async () => {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from orders where items_count > 0',
    );
    assert.ok(rows[0]!.n > 0, 'the seed has orders with items');
    await assertInStep('after the seed');
  });

  it('follows items added, changed, moved to another order and removed', async () => {
    const { rows } = await db.query<{ id: string; items: number }>(
      `select o.id::text as id, o.items_count as items from orders o
       where o.store_id = $1 and o.items_count > 0 order by o.order_number limit 2`,
      [DEMO_STORE_ID],
    );
    const [first, second] = rows;
    assert.ok(first && second, 'the seed has two orders with items');
    const itemsOf = async (id: string) =>
      (
        await db.query<{ items: number }>(
          'select items_count as items from orders where store_id = $1 and id = $2',
          [DEMO_STORE_ID, id],
        )
      ).rows[0]!.items;

    await db.query(
      `insert into order_items (store_id, order_id, item_type, name, price, quantity)
       values ($1, $2, 'product', 'Café de prueba', 5990, 3), ($1, $2, 'product', 'Té de prueba', 3990, 2)`,
      [DEMO_STORE_ID, first.id],
    );
    assert.equal(await itemsOf(first.id), first.items + 5);

    await db.query(
      `update order_items set quantity = quantity + 4
       where store_id = $1 and order_id = $2 and name = 'Café de prueba'`,
      [DEMO_STORE_ID, first.id],
    );
    assert.equal(await itemsOf(first.id), first.items + 9);

    await db.query(
      `update order_items set order_id = $3
       where store_id = $1 and order_id = $2 and name = 'Té de prueba'`,
      [DEMO_STORE_ID, first.id, second.id],
    );
    assert.equal(await itemsOf(first.id), first.items + 7);
    assert.equal(await itemsOf(second.id), second.items + 2);

    await db.query(`delete from order_items where store_id = $1 and name like '% de prueba'`, [
      DEMO_STORE_ID,
    ]);
    assert.equal(await itemsOf(first.id), first.items);
    assert.equal(await itemsOf(second.id), second.items);
    await assertInStep('after adding, changing, moving and removing items');
  });
});
