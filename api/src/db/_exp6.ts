import { PGlite } from '@electric-sql/pglite';
const N = 200_000;
const db = new PGlite('memory://');
const ins = (t: string) => `insert into ${t} select '3d8e5f10-7c2b-4e6a-8f19-5a4b3c2d1e01', md5('h'||g)::uuid, md5('o'||(g/5))::uuid, 'status_change', 'Estado cambiado a Entregado', now() - g * interval '1 minute' from generate_series(1, ${N}) g`;
await db.exec(`create table h1 (store_id uuid not null, id uuid not null, order_id uuid not null, type text, description text, created_at timestamptz, primary key (store_id, id));`);
await db.exec(`create table h2 (store_id uuid not null, id uuid not null, order_id uuid not null, type text, description text, created_at timestamptz);`);
await db.exec(`create table h3 (store_id uuid not null, id uuid not null, order_id uuid not null, type text, description text, created_at timestamptz, primary key (store_id, id));`);
for (let round = 0; round < 2; round++) {
  await db.exec('truncate h1; truncate h2; truncate h3; alter table h2 drop constraint if exists h2_pkey');
  let t = performance.now(); await db.exec(ins('h1')); const a = performance.now() - t;
  t = performance.now(); await db.exec(ins('h2')); const b = performance.now() - t;
  t = performance.now(); await db.exec('alter table h2 add primary key (store_id, id)'); const c = performance.now() - t;
  t = performance.now(); await db.exec('begin'); await db.exec(ins('h3')); await db.exec('commit'); const d = performance.now() - t;
  t = performance.now(); await db.exec(`insert into h3 select * from h1 limit 0`); 
  console.log(`with pk ${Math.round(a)} | no pk ${Math.round(b)} + add pk ${Math.round(c)}`);
}
await db.exec('truncate h1');
let t = performance.now();
await db.exec(`insert into h1 select '3d8e5f10-7c2b-4e6a-8f19-5a4b3c2d1e01', ('00000000-0000-4000-8000-'||lpad(to_hex(g), 12, '0'))::uuid, md5('o'||(g/5))::uuid, 'status_change', 'Estado cambiado a Entregado', now() - g * interval '1 minute' from generate_series(1, ${N}) g`);
console.log('sequential ids with pk', Math.round(performance.now() - t));
