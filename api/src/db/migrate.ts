import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { DriverDatabase } from './types.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Any fixed number: every process that migrates the same database takes this advisory lock. */
const MIGRATION_LOCK = 7_310_402;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The numbered `NNN_name.sql` files of the migrations folder, in order. */
export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => /^(\d+)_([\w-]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      version: Number(match[1]),
      name: match[2] ?? '',
      sql: readFileSync(join(dir, match[0]), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i += 1) {
    if (migrations[i]?.version === migrations[i - 1]?.version) {
      throw new Error(`Two migrations share the number ${migrations[i]?.version}`);
    }
  }
  return migrations;
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction
 * together with its record, under an advisory lock (several api processes may start at once).
 * Returns the versions applied by this call.
 */
export async function runMigrations(db: DriverDatabase, dir = MIGRATIONS_DIR): Promise<number[]> {
  await db.exec(`
    create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  const migrations = listMigrations(dir);
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      // An index built over a large table, or the wait for another process's migration, may
      // take longer than the api's statement timeout allows a request.
      await tx.query('set local statement_timeout = 0');
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const { rows } = await tx.query('select 1 from schema_migrations where version = $1', [
        migration.version,
      ]);
      if (rows.length) return false;
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${migration.version}_${migration.name} failed: ${message}`, {
          cause: error,
        });
      }
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
