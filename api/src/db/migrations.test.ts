import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { openDatabase, type DriverDatabase } from './index.ts';
import { listMigrations, runMigrations } from './migrate.ts';
import { openTestDatabase } from './testing.ts';

/** Tables that must be tenant data (a check that the rule below really covers them). */
const TENANT_TABLES = [
  'categories',
  'products',
  'pack_items',
  'commerce_plans',
  'shipping_rules',
  'saved_cards',
  'store_plan_changes',
  'store_setup_tasks',
  'store_publications',
  'email_templates',
  'uploads',
  'clients',
  'client_addresses',
  'subscriptions',
  'orders',
  'order_items',
  'order_history',
  'order_shipments',
  'order_documents',
  'payments',
  'payment_sessions',
  'communications',
  'client_history',
  'invoices',
  'account_transactions',
];

let db: DriverDatabase;

before(async () => {
  db = await openTestDatabase();
});

after(async () => {
  await db.close();
});

test('every migration file is applied once and recorded in schema_migrations', async () => {
  const files = listMigrations();
  assert.ok(files.length >= 4);
  const { rows } = await db.query<{ version: number; name: string }>(
    'select version, name from schema_migrations order by version',
  );
  assert.deepEqual(
    rows,
    files.map((m) => ({ version: m.version, name: m.name })),
  );
  assert.deepEqual(await runMigrations(db), [], 'a second run applies nothing');
  const again = await db.query('select version from schema_migrations');
  assert.equal(again.rows.length, files.length);
});

test('a data folder keeps its schema: reopening applies no migration twice', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'db-migrations-'));
  try {
    const first = await openDatabase({ dataDir: dir });
    await first.query(
      "insert into leads (full_name, sector, email, phone) values ('Ana Pérez', 'Otro', 'ana@x.cl', '+56 9 1234 5678')",
    );
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    const { rows } = await second.query<{ n: number }>(
      'select count(*) as n from schema_migrations',
    );
    assert.equal(rows[0]?.n, listMigrations().length);
    const leads = await second.query<{ n: number }>('select count(*) as n from leads');
    assert.equal(leads.rows[0]?.n, 1);
    await second.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('every table with a store_id (tenant data) references stores and has primary key (store_id, id)', async () => {
  const tables = await db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const keys = await db.query<{ table_name: string; columns: string[] }>(
    `select tc.table_name, array_agg(kcu.column_name::text order by kcu.ordinal_position) as columns
     from information_schema.table_constraints tc
     join information_schema.key_column_usage kcu
       on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema and kcu.table_name = tc.table_name
     where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = 'public'
     group by tc.table_name`,
  );
  const pk = new Map(keys.rows.map((row) => [row.table_name, row.columns]));
  const storeFks = await db.query<{ table_name: string }>(
    `select distinct con.conrelid::regclass::text as table_name
     from pg_constraint con
     where con.contype = 'f' and con.confrelid = 'stores'::regclass
       and (select attname from pg_attribute where attrelid = con.conrelid and attnum = con.conkey[1]) = 'store_id'`,
  );
  const referencesStores = new Set(storeFks.rows.map((row) => row.table_name));
  const columns = await db.query<{ table_name: string }>(
    "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'store_id'",
  );
  const tenant = columns.rows.map((row) => row.table_name).filter((name) => name !== 'stores');
  for (const table of TENANT_TABLES)
    assert.ok(tenant.includes(table), `${table} must have a store_id column`);
  for (const table of tenant) {
    assert.deepEqual(
      pk.get(table),
      ['store_id', 'id'],
      `${table}: primary key must be (store_id, id)`,
    );
    assert.ok(referencesStores.has(table), `${table}: store_id must reference stores`);
  }
  assert.ok(tables.rows.length > tenant.length);
});

test('unique constraints of tenant tables include store_id (distributable by tenant)', async () => {
  const { rows } = await db.query<{ table_name: string; index_name: string; first_column: string }>(
    `select t.relname as table_name, i.relname as index_name, a.attname as first_column
     from pg_index x
     join pg_class i on i.oid = x.indexrelid
     join pg_class t on t.oid = x.indrelid
     join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
     join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0]
     where x.indisunique`,
  );
  const columns = await db.query<{ table_name: string }>(
    "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'store_id'",
  );
  const tenant = new Set(columns.rows.map((row) => row.table_name));
  for (const row of rows) {
    if (!tenant.has(row.table_name)) continue;
    assert.equal(
      row.first_column,
      'store_id',
      `${row.table_name}.${row.index_name} must start with store_id`,
    );
  }
});

test('a reference into another store is refused by the composite foreign keys', async () => {
  await db.transaction(async (tx) => {
    await tx.query(`insert into users (id, email, password_hash) values
      ('00000000-0000-4000-8000-000000000001', 'a@test.cl', 'x'), ('00000000-0000-4000-8000-000000000002', 'b@test.cl', 'x')`);
    await tx.query(`insert into stores (id, owner_user_id, name, subdomain) values
      ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'A', 'tienda-a'),
      ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-000000000002', 'B', 'tienda-b')`);
    await tx.query(`insert into clients (store_id, id, first_name, email) values
      ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000c1', 'Ana', 'ana@test.cl')`);
  });
  await assert.rejects(
    db.query(`insert into orders (store_id, order_number, client_id, client_name, client_email, total_amount)
              values ('00000000-0000-4000-8000-0000000000b1', 1, '00000000-0000-4000-8000-0000000000c1', 'Ana', 'ana@test.cl', 0)`),
    /foreign key/,
  );
  const ok = await db.query<{ public_id: string; status: string }>(
    `insert into orders (store_id, order_number, client_id, client_name, client_email, total_amount)
     values ('00000000-0000-4000-8000-0000000000a1', 1, '00000000-0000-4000-8000-0000000000c1', 'Ana', 'ana@test.cl', 0)
     returning public_id, status`,
  );
  assert.match(ok.rows[0]?.public_id ?? '', /^[0-9a-f]{32}$/);
  assert.equal(ok.rows[0]?.status, 'draft');
});

test('transaction commits on success and rolls back on error', async () => {
  const result = await db.transaction(async (tx) => {
    await tx.query(
      "insert into leads (full_name, sector, email, phone) values ('Commit', 'Otro', 'c@x.cl', '+56 9 1111 1111')",
    );
    return 42;
  });
  assert.equal(result, 42);
  await assert.rejects(
    db.transaction(async (tx) => {
      await tx.query(
        "insert into leads (full_name, sector, email, phone) values ('Rollback', 'Otro', 'r@x.cl', '+56 9 2222 2222')",
      );
      throw new Error('boom');
    }),
    /boom/,
  );
  const { rows } = await db.query<{ full_name: string }>(
    "select full_name from leads where full_name in ('Commit', 'Rollback')",
  );
  assert.deepEqual(
    rows.map((row) => row.full_name),
    ['Commit'],
  );
});

test('values come back the same way on every driver: bigint/numeric as numbers, date as YYYY-MM-DD', async () => {
  const { rows } = await db.query<Record<string, unknown>>(
    "select 9007199254740::bigint as big, count(*) as n, 1.5::numeric as num, sum(2::bigint) as total, '2026-11-22'::date as day, now() as at, '{\"a\":[1]}'::jsonb as doc",
  );
  const row = rows[0] ?? {};
  assert.equal(row.big, 9007199254740);
  assert.equal(row.n, 1);
  assert.equal(row.num, 1.5);
  assert.equal(row.total, 2);
  assert.equal(row.day, '2026-11-22');
  assert.ok(row.at instanceof Date);
  assert.deepEqual(row.doc, { a: [1] });
});
