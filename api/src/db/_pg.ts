import { openDatabase } from './index.ts';
import { seedDatabase } from './seed.ts';
const url = 'postgres://postgres@127.0.0.1:55432/platform_test';
let t = performance.now();
const db = await openDatabase({ databaseUrl: url });
console.log('open', Math.round(performance.now() - t)); t = performance.now();
await seedDatabase(db, { scale: 'demo' });
console.log('seed', Math.round(performance.now() - t));
console.log((await db.query("select count(*) n, sum(total_amount) s, max(created_at) m, (select start_date from subscriptions limit 1) d, (select cities from shipping_rules limit 1) c from orders")).rows);
console.log((await db.query("select 12::bigint b, 1.5::numeric n, '2026-01-02'::date d")).rows);
await assertTx();
async function assertTx() {
  try { await db.transaction(async (tx) => { await tx.query("insert into leads (full_name, sector, email, phone) values ('X', 'Otro', 'x@x.cl', '+56 9 1111 1111')"); throw new Error('boom'); }); } catch (e) { console.log('rolled back:', (e as Error).message); }
  console.log((await db.query("select count(*) n from leads where full_name = 'X'")).rows);
}
await db.close();
const db2 = await openDatabase({ databaseUrl: url });
console.log('reopen ok', (await db2.query('select count(*) n from schema_migrations')).rows);
await seedDatabase(db2, { scale: 'demo' });
console.log((await db2.query('select count(*) n from orders')).rows);
await db2.close();
