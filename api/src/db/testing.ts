/**
 * Test helpers for databases. `openTestDatabase` gives a fresh, empty database with the schema
 * applied: in-memory PGlite by default; with `API_TEST_DATABASE_URL` (the PostgreSQL pass of
 * `npm test`), a new database on that server, dropped again when it is closed, so the seed and
 * migration tests run on PostgreSQL there, not on PGlite a second time. The other helpers make and
 * drop such databases (testing/seeded-database.ts copies a seeded one the same way).
 */
import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { openDatabase, type DriverDatabase } from './index.ts';

const POSTGRES_ADMIN_URL = process.env.API_TEST_DATABASE_URL;

export async function openTestDatabase(): Promise<DriverDatabase> {
  const empty = await emptyPostgresDatabase();
  if (!empty) return openDatabase({ dataDir: 'memory://' });
  return dropOnClose(await openDatabase({ databaseUrl: empty.url }), empty.drop);
}

/**
 * In the PostgreSQL pass, a new empty database on its server: its connection string, and how to
 * drop it once nothing is connected. Undefined on PGlite.
 */
export async function emptyPostgresDatabase(): Promise<PostgresTestDatabase | undefined> {
  return POSTGRES_ADMIN_URL ? createPostgresDatabase(POSTGRES_ADMIN_URL) : undefined;
}

export interface PostgresTestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A new database on the server of `adminUrl`, empty or a copy of `template`. */
export async function createPostgresDatabase(
  adminUrl: string,
  { template }: { template?: string } = {},
): Promise<PostgresTestDatabase> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    await onPostgresServer(adminUrl, (admin) => admin.query(statement));
  };
  await run(`create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: postgresDatabaseUrl(adminUrl, name),
    drop: () => run(`drop database if exists ${name}`),
  };
}

/** `db`, whose closing also runs `drop` (once its connections are closed). */
export function dropOnClose<D extends { close(): Promise<void> }>(
  db: D,
  drop: () => Promise<void>,
): D {
  return {
    ...db,
    async close() {
      await db.close();
      await drop();
    },
  };
}

/** The connection string of database `name` on the server of `adminUrl`. */
export function postgresDatabaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `fn` with a connection of its own to the server's admin database. */
export async function onPostgresServer<T>(
  adminUrl: string,
  fn: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}
