import { PGlite } from '@electric-sql/pglite';
import { stableUuid } from './seed-utils.ts';
const N = 200_000;
async function run(label: string, seq: boolean, secondary: boolean) {
  const db = new PGlite('memory://');
  await db.exec(`create table h (store_id uuid not null, id uuid not null, order_id uuid not null, type text, description text, created_at timestamptz, primary key (store_id, id));`);
  if (secondary) await db.exec('create index on h (store_id, order_id, created_at)');
  const store = stableUuid('s');
  const t = performance.now();
  for (let s = 0; s < N; s += 5000) {
    const ids: string[] = [], orders: string[] = [], types: string[] = [], desc: string[] = [], at: string[] = [], st: string[] = [];
    for (let i = s; i < s + 5000; i++) {
      const id = seq ? (i.toString(16).padStart(12, '0') + stableUuid('x' + i).slice(12)) : stableUuid('h' + i);
      ids.push(seq ? `${id.slice(0,8)}-${id.slice(8,12)}-${id.slice(14)}`.slice(0,36) : id);
      orders.push(stableUuid('o' + Math.floor(i / 5))); types.push('status_change'); desc.push('Estado cambiado a Entregado'); at.push(new Date(1.7e12 + i * 60000).toISOString()); st.push(store);
    }
    await db.query('insert into h (store_id, id, order_id, type, description, created_at) select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::timestamptz[])', [st, ids, orders, types, desc, at]);
  }
  console.log(label, Math.round(performance.now() - t), 'ms');
  await db.close();
}
await run('random pk, no 2nd idx', false, false);
await run('random pk, 2nd idx', false, true);
await run('seq pk, 2nd idx', true, true);
