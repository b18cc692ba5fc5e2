/**
 * The seed: the platform's reference data (every mode) and, when asked for, the deterministic demo
 * data. Every id, name and amount is the same in every run; dates are day offsets back from
 * "today" (America/Santiago) so the dashboard's recent ranges always show data.
 */
import { hashPassword } from './passwords.ts';
import { DEMO_STORE, OTRA_STORE } from './seed-data.ts';
import {
  DEMO_PASSWORD,
  DEMO_USER_EMAIL,
  DEMO_USER_ID,
  NUEVA_USER_EMAIL,
  NUEVA_USER_ID,
  OTRA_USER_EMAIL,
  OTRA_USER_ID,
} from './seed-ids.ts';
import { seedPlatformSettings, seedPublicCatalogue } from './seed-public-site.ts';
import { SeedCalendar } from './seed-utils.ts';
import { seedCatalogue } from './seed/catalogue.ts';
import { seedClients } from './seed/clients.ts';
import { seedOrders } from './seed/orders.ts';
import { pricingPlanRows, seedPlatform, statusComponentRows } from './seed/platform.ts';
import { seedStatements } from './seed/statements.ts';
import { seedStore } from './seed/stores.ts';
import { BULK_TABLES, Batch, TABLE_ORDER } from './seed/tables.ts';
import { LARGE_LOAD, StoreContext } from './seed/store-context.ts';
import type { Database, Queryable } from './types.ts';

export type SeedScale = 'demo' | 'bench' | 'test';

export interface SeedOptions {
  scale: SeedScale;
  /**
   * Also the demo data: the demo users (published password `Demo1234!`), their stores, past
   * incidents, leads and the public catalogue. Only for API_MODE=development; without it only the
   * reference data is written (pricing plans, status components, platform settings).
   */
  demo: boolean;
  /** "Now" for the relative dates (default: the current time). Ids, names and amounts never depend on it. */
  now?: Date;
  /** Progress lines (the CLI passes console.log). */
  log?: (message: string) => void;
  /** Overrides the number of demo-store orders of the scale (experiments). */
  demoOrders?: number;
  /** Overrides the number of demo-store products of the scale (experiments, tests). */
  demoProducts?: number;
}

/** Orders of the demo store per scale. */
export const DEMO_ORDER_COUNT: Record<SeedScale, number> = {
  demo: 3000,
  test: 3000,
  bench: 100_000,
};

export const OTRA_ORDER_COUNT = 60;

/** Products of the demo store per scale: its hand-written catalogue, and generated ones for bench. */
export const DEMO_PRODUCT_COUNT: Record<SeedScale, number> = {
  demo: DEMO_STORE.products.length,
  test: DEMO_STORE.products.length,
  bench: 10_000,
};

/** Drops the indexes of `tables` that back no constraint; returns their definitions to re-create them. */
async function dropSecondaryIndexes(tx: Queryable, tables: string[]): Promise<string[]> {
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
     from pg_index x
     join pg_class i on i.oid = x.indexrelid
     join pg_class t on t.oid = x.indrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = current_schema() and t.relname = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
     order by i.relname`,
    [tables],
  );
  for (const row of rows) await tx.query(`drop index "${row.name}"`);
  return rows.map((row) => row.definition);
}

/** `set local session_replication_role = replica` inside a savepoint; ignored when not permitted. */
async function skipForeignKeyChecks(tx: Queryable): Promise<void> {
  await tx.query('savepoint seed_replica_role');
  try {
    await tx.query('set local session_replication_role = replica');
    await tx.query('release savepoint seed_replica_role');
  } catch {
    await tx.query('rollback to savepoint seed_replica_role');
  }
}

/**
 * Seeds the reference data the platform needs in every mode (each table only while it is empty),
 * then, with `demo`, the demo data (see README): nothing when the demo user already exists, else
 * everything in one transaction, so a failed seed leaves nothing behind; then the public
 * catalogue, written only while its tables are empty.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  await seedReferenceData(db);
  if (!options.demo) return;
  await seedDemoData(db, options);
  // the public catalogue (migration 050) is its own step: also added to a database seeded before it existed
  await seedPublicCatalogue(db, options.now ? { now: options.now } : {});
}

async function isEmpty(tx: Queryable, table: 'pricing_plans' | 'system_components') {
  const { rows } = await tx.query(`select 1 from ${table} limit 1`);
  return rows.length === 0;
}

/** Pricing plans, status components and platform settings, each only into an empty table. */
async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // the wait for another process's seed may outlast the statement timeout of requests
    await tx.query('set local statement_timeout = 0');
    // several api processes may start at once on an empty database
    await tx.query("select pg_advisory_xact_lock(hashtext('platform-reference-seed'))");
    const batch = new Batch(TABLE_ORDER);
    if (await isEmpty(tx, 'pricing_plans')) pricingPlanRows(batch);
    if (await isEmpty(tx, 'system_components')) statusComponentRows(batch);
    await batch.flush(tx, new Map());
  });
  await seedPlatformSettings(db);
}

async function seedDemoData(db: Database, options: SeedOptions): Promise<void> {
  const existing = await db.query('select 1 from users where id = $1 or email = $2', [
    DEMO_USER_ID,
    DEMO_USER_EMAIL,
  ]);
  if (existing.rows.length) return;
  await loadDemoData(db, options);
  // PGlite has no autovacuum: set the visibility map (index-only scans for counts and sums) and the
  // planner statistics of the freshly loaded tables. Not fatal when not permitted.
  await db
    .query(
      'vacuum (analyze) orders, order_items, payments, clients, subscriptions, products, account_transactions',
    )
    .catch(() => undefined);
  await db.query('analyze').catch(() => undefined);
}

async function loadDemoData(db: Database, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  const cal = new SeedCalendar(options.now ?? new Date());
  const [demoHash, otraHash, nuevaHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_PASSWORD),
  ]);
  const demoOrders = options.demoOrders ?? DEMO_ORDER_COUNT[options.scale];
  if (demoOrders === undefined) throw new Error(`Unknown seed scale: ${String(options.scale)}`);
  const demoProducts = options.demoProducts ?? DEMO_PRODUCT_COUNT[options.scale];

  await db.transaction(async (tx) => {
    // a bench-scale seed's bulk loads and index builds outlast the statement timeout of requests
    await tx.query('set local statement_timeout = 0');
    // another process may have seeded meanwhile
    const again = await tx.query('select 1 from users where id = $1 or email = $2', [
      DEMO_USER_ID,
      DEMO_USER_EMAIL,
    ]);
    if (again.rows.length) return;

    // The generated rows are consistent by construction (and the tests check the relations), so the
    // bulk load skips the per-row foreign-key triggers when allowed (PGlite, or a Postgres superuser).
    await skipForeignKeyChecks(tx);

    const counts = new Map<string, number>();
    const batch = new Batch(TABLE_ORDER);
    const users = [
      [DEMO_USER_ID, DEMO_USER_EMAIL, demoHash, 'Camila', 'Rojas', DEMO_STORE.createdDaysAgo],
      [OTRA_USER_ID, OTRA_USER_EMAIL, otraHash, 'Tomás', 'Fuentes', OTRA_STORE.createdDaysAgo],
      [NUEVA_USER_ID, NUEVA_USER_EMAIL, nuevaHash, 'Valentina', 'Muñoz', 2],
    ] as const;
    for (const [id, email, password_hash, first_name, last_name, daysAgo] of users) {
      const at = cal.at(daysAgo, 10);
      batch.add('users', {
        id,
        email,
        password_hash,
        first_name,
        last_name,
        email_verified: true,
        created_at: at,
        updated_at: at,
      });
    }
    // The two established merchants finished the dashboard tour on their store's first day, so
    // it does not cover their dashboard; nueva@ (and anyone who registers) still has it ahead.
    for (const [user_id, store] of [
      [DEMO_USER_ID, DEMO_STORE],
      [OTRA_USER_ID, OTRA_STORE],
    ] as const) {
      batch.add('user_tours', {
        user_id,
        tour_id: 'dashboard',
        visited_at: cal.at(store.createdDaysAgo, 10.5),
      });
    }
    seedPlatform(batch, cal);

    const stores = [
      new StoreContext(DEMO_STORE, cal, demoOrders, demoProducts),
      new StoreContext(OTRA_STORE, cal, OTRA_ORDER_COUNT),
    ];
    for (const store of stores) {
      seedStore(store, batch);
      seedCatalogue(store, batch);
      seedClients(store, batch);
    }
    await batch.flush(tx, counts);
    log(`  platform, stores, catalogues and clients inserted`);
    // big loads: build the secondary indexes of the order tables once at the end instead of row by row
    const deferred = demoOrders > LARGE_LOAD ? await dropSecondaryIndexes(tx, BULK_TABLES) : [];
    for (const store of stores) await seedOrders(store, tx, counts, log);
    for (const store of stores) seedStatements(store, batch);
    await batch.flush(tx, counts);
    for (const definition of deferred) await tx.query(definition);
    if (deferred.length) log(`  ${deferred.length} indexes rebuilt`);

    await tx.query('insert into seed_runs (scale, details) values ($1, $2::jsonb)', [
      options.scale,
      JSON.stringify(Object.fromEntries(counts)),
    ]);
  });
}
