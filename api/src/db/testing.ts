/**
 * Test helper: a fresh, empty database with the schema applied. In-memory PGlite by default. With
 * `API_TEST_DATABASE_URL` (the PostgreSQL pass of `npm test`), a new database on that server
 * instead, dropped again when it is closed: the seed and migration tests then run on PostgreSQL,
 * not on PGlite a second time.
 */
import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { openDatabase, type DriverDatabase } from './index.ts';

const POSTGRES_ADMIN_URL = process.env.API_TEST_DATABASE_URL;

export async function openTestDatabase(): Promise<DriverDatabase> {
  const empty = await emptyPostgresDatabase();
  if (!empty) return openDatabase({ dataDir: 'memory://' });
  const db = await openDatabase({ databaseUrl: empty.url });
  return {
    ...db,
    async close() {
      await db.close();
      await empty.drop();
    },
  };
}

/**
 * In the PostgreSQL pass, a new empty database on its server: its connection string, and how to
 * drop it once nothing is connected. Undefined on PGlite.
 */
export async function emptyPostgresDatabase(): Promise<
  { url: string; drop: () => Promise<void> } | undefined
> {
  const adminUrl = POSTGRES_ADMIN_URL;
  if (!adminUrl) return undefined;
  const name = `api_test_empty_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(adminUrl, `drop database if exists ${name}`),
  };
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
