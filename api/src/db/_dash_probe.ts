import { openDatabase } from './index.ts';
const db = await openDatabase({ dataDir: process.argv[2] });
const q = async (label: string, sql: string, params: unknown[] = [], n = 5) => {
  let best = Infinity; let rows: unknown[] = [];
  for (let i = 0; i < n; i++) { const t = performance.now(); rows = (await db.query(sql, params)).rows; best = Math.min(best, performance.now() - t); }
  console.log(label.padEnd(40), best.toFixed(2), 'ms', JSON.stringify(rows).slice(0, 160));
};
const { rows: [s] } = await db.query<{ id: string }>(`select s.id from stores s join users u on u.id=s.owner_user_id where u.email='demo@tienda.cl'`);
const sid = s!.id;
await q('counts', `select (select count(*) from orders where store_id=$1) o, (select count(*) from subscriptions where store_id=$1) s, (select count(*) from clients where store_id=$1) c, (select count(*) from products where store_id=$1) p, (select count(*) from order_items where store_id=$1) i, (select count(*) from orders where store_id=$1 and status='pending') pend`, [sid], 1);
await q('order range', `select min(created_at), max(created_at), min(paid_at), max(paid_at) from orders where store_id=$1`, [sid], 1);
const sqlFile = process.argv[3];
if (sqlFile) { const { readFileSync } = await import('node:fs'); for (const [label, sql] of JSON.parse(readFileSync(sqlFile, 'utf8'))) await q(label, sql, sql.includes("$1") ? [sid] : [], sql.includes("$1") ? 5 : 1); }
await db.close();
