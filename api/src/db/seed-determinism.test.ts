import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { Queryable } from './index.ts';
import { SeedCalendar } from './seed-utils.ts';
import { seedDatabase } from './seed.ts';
import { openTestDatabase } from './testing.ts';

/** md5 of the identifying columns of each table (no timestamps: dates are relative to "now"). */
const DIGESTS: Record<string, string> = {
  users: "concat_ws('|', id, email, first_name, last_name)",
  stores:
    "concat_ws('|', id, owner_user_id, name, subdomain, current_plan_id, last_order_number, billing_rut)",
  pricing_plans: "concat_ws('|', id, name, price_per_subscriber, base_price)",
  categories: "concat_ws('|', store_id, id, parent_id, name, sort_order)",
  products:
    "concat_ws('|', store_id, id, sku, name, type, price, stock, min_stock, category_id, status, visible)",
  commerce_plans: "concat_ws('|', store_id, id, name, price, status)",
  shipping_rules: "concat_ws('|', store_id, id, price, cities::text, is_active)",
  clients: "concat_ws('|', store_id, id, first_name, last_name, email, phone, rut, status)",
  client_addresses: "concat_ws('|', store_id, id, client_id, type, street, city, state)",
  subscriptions:
    "concat_ws('|', store_id, id, client_id, type, status, name, price, quantity, parent_subscription_id)",
  orders:
    "concat_ws('|', store_id, id, order_number, public_id, client_id, status, subtotal_amount, shipping_cost, total_amount, payment_method)",
  order_items: "concat_ws('|', store_id, id, order_id, item_type, name, price, quantity)",
  payments:
    "concat_ws('|', store_id, id, order_id, status, method, amount, fee_amount, transaction_id)",
  order_shipments: "concat_ws('|', store_id, id, order_id, carrier, tracking_number)",
};

async function digest(db: Queryable): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, expr] of Object.entries(DIGESTS)) {
    const { rows } = await db.query<{ d: string; n: number }>(
      `select md5(coalesce(string_agg(${expr}, ',' order by ${expr}), '')) as d, count(*) as n from ${table}`,
    );
    out[table] = `${rows[0]?.n}:${rows[0]?.d}`;
  }
  return out;
}

test('two seeds, on different days and hours, give the same ids, names and amounts', async () => {
  const now = new Date();
  // three days earlier, 40 minutes after midnight in Santiago: a very different day and time of day
  const early = new Date(new SeedCalendar(now).dayStart(3) + 40 * 60_000);
  const digests: Array<Record<string, string>> = [];
  for (const at of [now, early]) {
    const db = await openTestDatabase();
    try {
      await seedDatabase(db, { scale: 'demo', demo: true, now: at });
      digests.push(await digest(db));
    } finally {
      await db.close();
    }
  }
  assert.deepEqual(digests[1], digests[0]);
  assert.equal(digests[0]?.orders?.split(':')[0], '3060');
});

test('the bench catalogue (10,000 products) is the same on any day too', async () => {
  const now = new Date();
  const early = new Date(new SeedCalendar(now).dayStart(3) + 40 * 60_000);
  const digests: string[] = [];
  for (const at of [now, early]) {
    const db = await openTestDatabase();
    try {
      await seedDatabase(db, {
        scale: 'demo',
        demo: true,
        now: at,
        demoProducts: 10_000,
        demoOrders: 100,
      });
      const { rows } = await db.query<{ d: string }>(
        `select md5(string_agg(${DIGESTS.products}, ',' order by ${DIGESTS.products})) ||
           (select md5(string_agg(concat_ws('|', pack_id, product_id, quantity), ',' order by pack_id, product_id)) from pack_items) as d
         from products`,
      );
      digests.push(rows[0]?.d ?? '');
    } finally {
      await db.close();
    }
  }
  assert.equal(digests[1], digests[0]);
});
