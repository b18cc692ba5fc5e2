import type { Database } from '../../db/index.ts';

/** What every query answers while the fault is on (also what the status page shows). */
export const DATABASE_FAULT_MESSAGE =
  'La base de datos no responde (detenida a propósito en el entorno de desarrollo)';

export const DATABASE_FAULT_MAX_SECONDS = 600;

export interface DatabaseFaultState {
  active: boolean;
  /** ISO time the fault began, or null. */
  since: string | null;
  /** ISO time it ends by itself, or null. */
  until: string | null;
}

/**
 * A development-only switch that stops the api's database handle: while it is on, every
 * `query` and every new `transaction` of the app's `Database` object fails at once with a
 * connection error, the way a database server that stopped answering fails (statements already
 * running finish). Everything that uses the database sees it (routes, sign-in, the status
 * page's probe), so the status page reports what really happened rather than a flag. It
 * switches itself off after its duration, so a forgotten fault cannot outlive a journey.
 *
 * The switch wraps the methods of the one `Database` object the app was built with (the
 * object every module holds), and puts the originals back on `detach()`. It is this process's
 * own state: with several api processes only the one that took the request stops its database,
 * which is what a development tool for one process needs (the database server itself keeps
 * answering the others).
 */
export class DatabaseFault {
  private activeSince: Date | null = null;
  private activeUntil: Date | null = null;
  private timer: NodeJS.Timeout | undefined;
  private readonly originals: Pick<Database, 'query' | 'transaction'>;

  constructor(private readonly db: Database) {
    this.originals = { query: db.query, transaction: db.transaction };
    const fail = () => Promise.reject(new Error(DATABASE_FAULT_MESSAGE));
    const query = db.query;
    const transaction = db.transaction;
    db.query = ((sql: string, params?: unknown[]) =>
      this.activeSince ? fail() : query.call(db, sql, params)) as Database['query'];
    db.transaction = ((fn: Parameters<Database['transaction']>[0]) =>
      this.activeSince ? fail() : transaction.call(db, fn)) as Database['transaction'];
  }

  get state(): DatabaseFaultState {
    return {
      active: this.activeSince !== null,
      since: this.activeSince?.toISOString() ?? null,
      until: this.activeUntil?.toISOString() ?? null,
    };
  }

  /** Stops the database for `durationMs` (a new call restarts the countdown). */
  start(durationMs: number, now = new Date()): DatabaseFaultState {
    clearTimeout(this.timer);
    this.activeSince ??= now;
    this.activeUntil = new Date(now.getTime() + durationMs);
    this.timer = setTimeout(() => this.stop(), durationMs);
    this.timer.unref();
    return this.state;
  }

  stop(): DatabaseFaultState {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.activeSince = null;
    this.activeUntil = null;
    return this.state;
  }

  /** Switches off and gives the database object its own methods back. */
  detach(): void {
    this.stop();
    this.db.query = this.originals.query;
    this.db.transaction = this.originals.transaction;
  }
}
