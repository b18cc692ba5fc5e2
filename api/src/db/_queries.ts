import { openDatabase } from './index.ts';
import { DEMO_STORE_ID } from './seed-ids.ts';
const db = await openDatabase({ dataDir: process.argv[2] ?? '/tmp/benchdir' });
const S = DEMO_STORE_ID;
const queries: Array<[string, string, unknown[]]> = [
  ['count orders', 'select count(*) from orders where store_id = $1', [S]],
  ['list page 1 newest', 'select id, order_number, client_name, client_email, status, total_amount, payment_method, created_at, (select count(*) from order_items i where i.store_id = o.store_id and i.order_id = o.id) items from orders o where store_id = $1 order by created_at desc limit 10', [S]],
  ['list page 500', 'select id from orders where store_id = $1 order by created_at desc limit 10 offset 5000', [S]],
  ['pending oldest 5', "select id, order_number, client_name, created_at from orders where store_id = $1 and status = 'pending' order by created_at asc limit 5", [S]],
  ['count pending', "select count(*) from orders where store_id = $1 and status = 'pending'", [S]],
  ['revenue 7d', "select coalesce(sum(total_amount),0) from orders where store_id = $1 and created_at >= now() - interval '7 days' and status not in ('draft','cancelled')", [S]],
  ['revenue 1y', "select coalesce(sum(total_amount),0) from orders where store_id = $1 and created_at >= now() - interval '365 days' and status not in ('draft','cancelled')", [S]],
  ['revenue series 1y', "select (created_at at time zone 'America/Santiago')::date d, sum(total_amount) from orders where store_id = $1 and created_at >= now() - interval '365 days' and status not in ('draft','cancelled') group by 1 order by 1", [S]],
  ['search name', "select id from orders where store_id = $1 and (client_name ilike $2 or order_number::text like $2) order by created_at desc limit 10", [S, '%rojas%']],
  ['count search name', "select count(*) from orders where store_id = $1 and (client_name ilike $2 or order_number::text like $2)", [S, '%rojas%']],
  ['sort by total', 'select id from orders where store_id = $1 order by total_amount desc limit 10', [S]],
  ['sort by client', 'select id from orders where store_id = $1 order by client_name asc, created_at desc limit 10', [S]],
  ['date range + status', "select id from orders where store_id = $1 and status = 'delivered' and created_at between now() - interval '60 days' and now() - interval '30 days' order by created_at desc limit 10", [S]],
  ['client orders', "select id from orders where store_id = $1 and client_id = (select id from clients where store_id = $1 limit 1) order by created_at desc", [S]],
  ['new clients 30d', "select count(*) from clients where store_id = $1 and created_at >= now() - interval '30 days'", [S]],
  ['active subscribers', "select count(distinct client_id) from subscriptions where store_id = $1 and type = 'store_client_plan' and status = 'active'", [S]],
  ['low stock', "select id from products where store_id = $1 and status = 'active' and stock <= min_stock order by stock asc limit 5", [S]],
  ['statement month', "select * from account_transactions where store_id = $1 and statement = 'sales' and occurred_at >= date_trunc('month', now()) order by occurred_at desc", [S]],
  ['order detail items+history', "select * from order_history where store_id = $1 and order_id = (select id from orders where store_id = $1 order by created_at desc limit 1) order by created_at", [S]],
];
for (const [name, sql, params] of queries) {
  await db.query(sql, params);
  const t = performance.now();
  for (let i = 0; i < 5; i++) await db.query(sql, params);
  console.log(`${name.padEnd(28)} ${((performance.now() - t) / 5).toFixed(1)} ms`);
}
await db.close();
