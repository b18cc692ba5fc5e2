// The database's interfaces, apart from the drivers so that migrations and the seed can name them
// without importing the module that runs them.

/**
 * The part of a database connection that runs statements. `params` are bound positionally ($1, $2, ...).
 *
 * Value conventions (identical for PGlite and Postgres):
 * - `bigint` / `count(*)` / `sum(...)` / `numeric` come back as JS numbers (money is integer pesos);
 * - `date` columns come back as 'YYYY-MM-DD' strings; `timestamptz` as JS `Date`;
 * - `jsonb` comes back parsed; pass jsonb parameters as `JSON.stringify(value)` with a `$n::jsonb` cast.
 */
/**
 * The first line of a list's page statement (http/pagination.ts). PGlite runs in the api's thread
 * and has one connection: it runs these one at a time, each in a turn of the event loop of its
 * own, so the store check or a save never queues behind fifty searches (db/index.ts).
 */
export const LIST_STATEMENT = '/* list page */';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database extends Queryable {
  /**
   * Runs `fn` inside BEGIN/COMMIT (ROLLBACK when it throws, the error is re-thrown). Use only `tx`
   * inside `fn`: on PGlite the outer `db` waits for the transaction to end (it would deadlock).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite data folder. Default `api/.data/db`; `'memory://'` gives an in-memory database. */
  dataDir?: string | undefined;
  /** A Postgres connection string; when set, Postgres (through a `pg` Pool) is used instead of PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite only: start from this copy of a data folder (`DriverDatabase.dump`) instead of an empty one. */
  loadDataDir?: Blob | undefined;
  /** Postgres only: connections of the pool (default 10). */
  poolSize?: number | undefined;
  /**
   * Postgres only: a statement running longer is cancelled (SQLSTATE 57014), and a request waits
   * at most this long for a free connection. Migrations and seeding lift it for their own
   * transactions. Default: none. (PGlite cannot cancel a running statement: see db/README.md.)
   */
  statementTimeoutMs?: number | undefined;
}

/** A connection that can also run several `;`-separated statements at once (migrations, seed). */
export interface Executor extends Queryable {
  exec(sql: string): Promise<void>;
  /** PGlite only: `COPY table (columns) FROM` the given text-format rows (bulk loads). */
  copyFrom?(table: string, columns: string[], text: string): Promise<void>;
}

export interface DriverDatabase extends Database {
  readonly kind: 'pglite' | 'postgres';
  exec(sql: string): Promise<void>;
  /** PGlite only: a copy of the whole data folder, to open another database from (tests). */
  dump?(): Promise<Blob>;
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
}
