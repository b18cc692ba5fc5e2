import { openDatabase } from './index.ts';
import { stableUuid } from './seed-utils.ts';
import { PGlite } from '@electric-sql/pglite';
const N = 100_000;
const pgl = new PGlite('memory://');
const { runMigrations } = await import('./migrate.ts');
const db = { kind: 'pglite', query: (sql: string, p?: unknown[], o?: object) => pgl.query(sql, p, o), exec: (s: string) => pgl.exec(s).then(() => undefined), transaction: (fn: any) => pgl.transaction(fn), close: () => pgl.close() } as any;
await runMigrations(db);
await db.query(`insert into users (id, email, password_hash) values ('00000000-0000-4000-8000-000000000001', 'a@x.cl', 'x')`);
const store = '00000000-0000-4000-8000-0000000000a1';
await db.query(`insert into stores (id, owner_user_id, name, subdomain) values ($1, '00000000-0000-4000-8000-000000000001', 'A', 'a')`, [store]);
await db.query(`set session_replication_role = replica`);
const rows = Array.from({ length: N }, (_, i) => [store, stableUuid('h' + i), stableUuid('o' + Math.floor(i / 5)), 'status_change', 'shipped', 'Estado cambiado a Enviado', 'Camila Rojas', 'Starken · 123456789', new Date(1.7e12 + i * 60000).toISOString()]);
let t = performance.now();
const cols = ['store_id','id','order_id','type','status','description','user_name','details','created_at'];
const types = ['uuid','uuid','uuid','text','text','text','text','text','timestamptz'];
for (let s = 0; s < N; s += 5000) {
  const b = rows.slice(s, s + 5000);
  await db.query(`insert into order_history (${cols}) select * from unnest(${types.map((ty, i) => `$${i + 1}::${ty}[]`)})`, cols.map((_, c) => b.map((r) => r[c])));
}
console.log('unnest', Math.round(performance.now() - t));
await db.query('truncate order_history');
// COPY through the raw PGlite
const pg = (db as unknown as { raw?: PGlite }).raw;
t = performance.now();
const esc = (v: unknown) => v === null ? '\\N' : String(v).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');
for (let s = 0; s < N; s += 20000) {
  const text = rows.slice(s, s + 20000).map((r) => r.map(esc).join('\t')).join('\n') + '\n';
  await db.query(`copy order_history (${cols}) from '/dev/blob'`, [], { blob: new Blob([text]) } as never);
}
console.log('copy', Math.round(performance.now() - t), (await db.query('select count(*) n from order_history')).rows);
await db.close();
