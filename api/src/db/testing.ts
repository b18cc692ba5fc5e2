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
  if (!POSTGRES_ADMIN_URL) return openDatabase({ dataDir: 'memory://' });
  const name = `api_test_empty_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(POSTGRES_ADMIN_URL, `create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...db,
    async close() {
      await db.close();
      await onServer(POSTGRES_ADMIN_URL, `drop database if exists ${name}`);
    },
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
