import { openDatabase } from './index.ts';
const db = await openDatabase({ dataDir: '/tmp/benchdir' });
for (const sql of [
  "explain (analyze, buffers) select count(*) from orders where store_id = '3d8e5f10-7c2b-4e6a-8f19-5a4b3c2d1e01'",
  "explain (analyze, buffers) select coalesce(sum(total_amount),0) from orders where store_id = '3d8e5f10-7c2b-4e6a-8f19-5a4b3c2d1e01' and created_at >= now() - interval '365 days' and status not in ('draft','cancelled')",
  "explain (analyze, buffers) select * from account_transactions where store_id = '3d8e5f10-7c2b-4e6a-8f19-5a4b3c2d1e01' and statement = 'sales' and occurred_at >= date_trunc('month', now()) order by occurred_at desc",
]) {
  const { rows } = await db.query<Record<string, string>>(sql);
  console.log(rows.map((r) => Object.values(r)[0]).join('\n'), '\n');
}
console.log((await db.query("select count(*) from account_transactions where occurred_at >= date_trunc('month', now())")).rows);
await db.close();
