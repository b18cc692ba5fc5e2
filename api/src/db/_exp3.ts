import { PGlite } from '@electric-sql/pglite';
const N = 200_000;
const db = new PGlite('memory://');
console.log((await db.query(`select name, setting from pg_settings where name in ('fsync','wal_level','full_page_writes','synchronous_commit','shared_buffers','wal_buffers','maintenance_work_mem','work_mem','max_wal_size','checkpoint_timeout','autovacuum')`)).rows);
for (const unlogged of [false, true]) {
  await db.exec(`drop table if exists h; create ${unlogged ? 'unlogged' : ''} table h (store_id uuid not null, id uuid not null, order_id uuid not null, type text, description text, created_at timestamptz, primary key (store_id, id)); create index on h (store_id, order_id, created_at);`);
  const t = performance.now();
  await db.exec(`insert into h select '3d8e5f10-7c2b-4e6a-8f19-5a4b3c2d1e01', md5('h'||g)::uuid, md5('o'||(g/5))::uuid, 'status_change', 'Estado cambiado a Entregado', now() - g * interval '1 minute' from generate_series(1, ${N}) g`);
  console.log(unlogged ? 'unlogged' : 'logged', Math.round(performance.now() - t));
}
