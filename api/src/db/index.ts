import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

import { runMigrations } from './migrate.ts';
import {
  LIST_STATEMENT,
  type DriverDatabase,
  type Executor,
  type OpenDatabaseOptions,
} from './types.ts';

export type {
  Database,
  DriverDatabase,
  Executor,
  OpenDatabaseOptions,
  Queryable,
} from './types.ts';

/** `api/` (this file is `api/src/db/index.ts`). */
export const API_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_DATA_DIR = resolve(API_ROOT, '.data/db');

/**
 * Postgres: the statements the api sends most, each prepared once per pooled connection under a
 * name of its text (pg prepares a named statement on a connection's first use of it). Parsing and
 * analysing a list's statement then happens once per connection instead of on every call;
 * `plan_cache_mode = force_custom_plan` (the pool's connections) still plans each call for its own
 * values, since a generic plan cannot tell a store of 100,000 orders from one of nine. The first
 * PREPARED_STATEMENTS distinct texts are named; any later one is sent unnamed, as before, so a
 * statement whose text varies (a list of $n) cannot grow every connection's memory without end.
 */
const PREPARED_STATEMENTS = 500;
const statementNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  const known = statementNames.get(sql);
  if (known || statementNames.size >= PREPARED_STATEMENTS) return known;
  const name = `api_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
  statementNames.set(sql, name);
  return name;
}

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;
const toNumber = (value: string): number => Number(value);
const asIs = (value: string): string => value;

/**
 * PGlite: list statements (LIST_STATEMENT) run one at a time, each in a turn of the event loop of
 * its own. PGlite runs in the api's own thread and a list statement holds it for milliseconds (a
 * search by a client's name over 100,000 orders: about 9 ms). Run as they come, a stream of them
 * ran back to back within one turn, and every other request (a sign-in, a save, a detail) waited
 * behind all of them: under 50 connections searching, a store check waited 0.5 to 8 s. Between
 * two list statements, the requests that arrived meanwhile and the light statements they make now
 * have their turn.
 */
function oneListStatementATurn() {
  const waiting: Array<() => void> = [];
  let running = false;
  const startNext = () => {
    const next = waiting.shift();
    if (next) next();
    else running = false;
  };
  return async <T>(work: () => Promise<T>): Promise<T> => {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!running) {
        running = true;
        setImmediate(startNext);
      }
    });
    try {
      return await work();
    } finally {
      // an immediate queued while immediates run waits for the next turn, after its I/O
      setImmediate(startNext);
    }
  };
}

function openPglite(dataDir: string, loadDataDir?: Blob): DriverDatabase {
  let dir = dataDir;
  if (!dir.includes('://')) {
    dir = isAbsolute(dir) ? dir : resolve(process.cwd(), dir);
    mkdirSync(dir, { recursive: true });
  }
  const db = new PGlite(dir, {
    loadDataDir,
    // the products search's trigram indexes (migration 008)
    extensions: { pg_trgm },
    parsers: {
      [pgliteTypes.INT8]: toNumber,
      [pgliteTypes.NUMERIC]: toNumber,
      [pgliteTypes.DATE]: asIs,
    },
  });
  const listLane = oneListStatementATurn();
  return {
    kind: 'pglite',
    dump: () => db.dumpDataDir('none'),
    async query<T>(sql: string, params?: unknown[]) {
      const run = () => db.query<T>(sql, params);
      const result = sql.trimStart().startsWith(LIST_STATEMENT) ? await listLane(run) : await run();
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params?: unknown[]) {
            const result = await tx.query<R>(sql, params);
            return { rows: result.rows };
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
          async copyFrom(table: string, columns: string[], text: string) {
            await tx.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], {
              blob: new Blob([text]),
            });
          },
        }),
      );
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
}

function openPostgres(
  databaseUrl: string,
  {
    poolSize = 10,
    statementTimeoutMs,
  }: Pick<OpenDatabaseOptions, 'poolSize' | 'statementTimeoutMs'>,
): DriverDatabase {
  const parsers: Record<number, (value: string) => unknown> = {
    [OID.INT8]: toNumber,
    [OID.NUMERIC]: toNumber,
    [OID.DATE]: asIs,
  };
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
    parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: { getTypeParser },
    max: poolSize,
    options: '-c plan_cache_mode=force_custom_plan',
    ...(statementTimeoutMs
      ? { statement_timeout: statementTimeoutMs, connectionTimeoutMillis: statementTimeoutMs }
      : {}),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error('[db] idle Postgres client error:', error.message));

  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const name = statementName(sql);
      const result = await pool.query(
        name ? { name, text: sql, values: params } : { text: sql, values: params },
      );
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<R>(sql: string, params?: unknown[]) {
            const res = await client.query(sql, params);
            return { rows: res.rows as R[] };
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          broken = rollbackError as Error;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Opens the database (PGlite by default, Postgres when `databaseUrl` is given) and applies the
 * pending migrations of `api/src/db/migrations/` before returning.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DriverDatabase> {
  const db = options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(options.dataDir || DEFAULT_DATA_DIR, options.loadDataDir);
  try {
    await runMigrations(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
