import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { openDatabase, type DriverDatabase } from '../db/index.ts';
import {
  createPostgresDatabase,
  dropOnClose,
  onPostgresServer,
  postgresDatabaseUrl,
} from '../db/testing.ts';
import { seedDatabase } from '../db/seed.ts';
import { loadServerSecrets } from '../secrets.ts';

/**
 * Where the seeded copy is kept between test files: `npm test` points it at its own temporary
 * folder, so every file of one run starts from the same copy and the next run seeds anew.
 * Unset (a file run by hand), the copy lives only in this process.
 */
const SHARED_COPY_DIR = process.env.API_TEST_DB_COPY_DIR;

let seededCopy: Promise<Blob> | undefined;

/**
 * With a Postgres server (`npm test` starts one and sets this to its `postgres` database), each
 * test file gets its own database copied from a seeded template instead of a PGlite copy.
 */
const POSTGRES_ADMIN_URL = process.env.API_TEST_DATABASE_URL;

/**
 * A fresh in-memory database holding the 'test' seed with the demo users. Migrating and seeding
 * takes ~10 s of PGlite's time, loading a copy of an already seeded data folder ~1 s, so the seed
 * runs once per `npm test` and each test file opens its own database from that copy: what a test
 * writes is never seen by another.
 */
export async function openSeededTestDatabase(): Promise<DriverDatabase> {
  if (POSTGRES_ADMIN_URL) return (await openPostgresCopy(POSTGRES_ADMIN_URL)).db;
  seededCopy ??= loadOrMakeSeededCopy();
  return openDatabase({ dataDir: 'memory://', loadDataDir: await seededCopy });
}

/**
 * The 'test' seed with the demo users, and the server's secrets an api makes on its first start
 * (its token signing key): every app of every test file would otherwise make its own RSA key.
 */
async function seedTestDatabase(db: DriverDatabase): Promise<void> {
  await seedDatabase(db, { scale: 'test', demo: true });
  await loadServerSecrets(db);
}

async function loadOrMakeSeededCopy(): Promise<Blob> {
  const file = SHARED_COPY_DIR && path.join(SHARED_COPY_DIR, 'seeded-test-db.tar');
  if (file && existsSync(file)) return new Blob([await readFile(file)]);
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedTestDatabase(db);
    if (!db.dump) throw new Error('the test database must be PGlite to be copied');
    const copy = await db.dump();
    if (file) {
      // Written aside, then renamed: a file run at the same time never reads half a copy.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, Buffer.from(await copy.arrayBuffer()));
      await rename(partial, file);
    }
    return copy;
  } finally {
    await db.close();
  }
}
const TEMPLATE = 'api_test_seeded';
/** Any number, the same in every process: whoever holds this lock is seeding the template. */
const TEMPLATE_LOCK = 727_001;

let template: Promise<void> | undefined;

/** Seeds the template once per server: the first process seeds, the others wait for it. */
function ensureTemplate(adminUrl: string): Promise<void> {
  return onPostgresServer(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      TEMPLATE,
    ]);
    if (rowCount) return;
    // Seeded under another name and renamed when complete: a half-seeded template is never used.
    const building = `${TEMPLATE}_building`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building}`);
    const db = await openDatabase({ databaseUrl: postgresDatabaseUrl(adminUrl, building) });
    try {
      await seedTestDatabase(db);
    } finally {
      await db.close();
    }
    await admin.query(`alter database ${building} rename to ${TEMPLATE}`);
  });
}

/**
 * On the Postgres server of `API_TEST_DATABASE_URL` (undefined without one): a seeded copy as
 * `openSeededTestDatabase` gives, with its connection string, for api processes started apart
 * from the test. Closing it drops the copy, so stop those processes first.
 */
export async function openSeededPostgresCopy(): Promise<
  { db: DriverDatabase; url: string } | undefined
> {
  return POSTGRES_ADMIN_URL ? openPostgresCopy(POSTGRES_ADMIN_URL) : undefined;
}

async function openPostgresCopy(adminUrl: string): Promise<{ db: DriverDatabase; url: string }> {
  template ??= ensureTemplate(adminUrl);
  await template;
  const copy = await createPostgresDatabase(adminUrl, { template: TEMPLATE });
  const db = await openDatabase({ databaseUrl: copy.url });
  return { url: copy.url, db: dropOnClose(db, copy.drop) };
}
