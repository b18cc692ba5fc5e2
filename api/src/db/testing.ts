/**
 * Test helper: a fresh, empty database with the schema applied. In-memory PGlite by default; with
 * DB_TEST_DATABASE_URL set, that Postgres database is EMPTIED (schema public dropped) and used instead.
 */
import pg from 'pg';

import { openDatabase, type DriverDatabase } from './index.ts';

export async function openTestDatabase(): Promise<DriverDatabase> {
  const url = process.env.DB_TEST_DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory://' });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade; create schema public');
  } finally {
    await client.end();
  }
  return openDatabase({ databaseUrl: url });
}
