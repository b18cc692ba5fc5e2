import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

import type { Database } from '../db/index.ts';

/** How many failed sign-ins are allowed, and for how long a subject is then refused. */
export interface LoginThrottleLimits {
  /** Failures of one account (its normalised e-mail) within a window before it is locked. */
  maxFailures: number;
  /** Failures from one client address (any e-mail) within a window before it is locked. */
  maxFailuresPerAddress: number;
  /** The window the failures are counted in, from the first one. */
  windowSeconds: number;
  /** How long a locked account or address is refused without checking any password. */
  lockSeconds: number;
}

/** LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_SECONDS, LOGIN_LOCK_SECONDS. */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleLimits = {
  maxFailures: 5,
  maxFailuresPerAddress: 20,
  windowSeconds: 900,
  lockSeconds: 900,
};

/** The Spanish answer while locked, e.g. 'Intenta nuevamente en 15 minutos.' */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Demasiados intentos fallidos. Intenta nuevamente en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** What `begin` decided: refused (with the seconds to wait), or an attempt to report on. */
export type SignInAttempt =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /** The password was right: the account's count starts again. */
      succeeded(): Promise<void>;
      /** The password was wrong: counted; at the limit the account or address is locked. */
      failed(): Promise<void>;
    };

export interface LoginThrottle {
  readonly limits: LoginThrottleLimits;
  /**
   * Call before checking a password for `email` from `address`: refused while the account or the
   * address is locked (or already has its window's allowance in use), else counted in advance, so
   * a burst of parallel guesses cannot all reach the password check.
   */
  begin(email: string, address: string | undefined): Promise<SignInAttempt>;
}

/** The account's key: the e-mail as sign-in reads it (trimmed, lower case), hashed. */
export function accountKey(email: string): string {
  const normalised = email.trim().toLowerCase();
  return `account:${createHash('sha256').update(normalised, 'utf8').digest('hex')}`;
}

/**
 * The client's key: an IPv4 address as is (also when IPv4-mapped), an IPv6 one by its /64 (one
 * machine usually holds a whole /64, so its other addresses are the same client).
 */
export function addressKey(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(plain)) return `address:${plain}`;
  if (!isIPv6(plain)) return `address:${plain}`;
  const [head = '', tail = ''] = plain.split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = plain.includes('::') && tail ? tail.split(':') : [];
  const groups = plain.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `address:${prefix.join(':')}::/64`;
}

interface KeyState {
  key: string;
  failures: number;
  /** The window ended or the lock ran out: the count starts again. */
  stale: boolean;
  lockedFor: number | null;
  windowLeft: number;
}

/** Counters in the `login_throttle` table (migration 006), shared by every api process. */
export function createLoginThrottle(db: Database, limits: LoginThrottleLimits): LoginThrottle {
  const window = limits.windowSeconds;

  async function reserve(subjects: Array<{ key: string; max: number }>): Promise<SignInAttempt> {
    // Rows are locked in key order, so two attempts never wait on each other crosswise.
    const sorted = [...subjects].sort((a, b) => a.key.localeCompare(b.key));
    const keys = sorted.map((subject) => subject.key);
    const refusal = await db.transaction(async (tx) => {
      for (const key of keys) {
        await tx.query(
          'insert into login_throttle (key) values ($1) on conflict (key) do nothing',
          [key],
        );
      }
      const { rows } = await tx.query<KeyState>(
        `select key, failures,
           (window_started_at <= now() - make_interval(secs => $2)
             or locked_until <= now()) as stale,
           case when locked_until > now()
             then ceil(extract(epoch from locked_until - now()))::int end as "lockedFor",
           ceil(extract(epoch from window_started_at + make_interval(secs => $2) - now()))::int
             as "windowLeft"
         from login_throttle where key = any($1::text[]) order by key for update`,
        [keys, window],
      );
      let wait = 0;
      for (const row of rows) {
        const max = sorted.find((subject) => subject.key === row.key)?.max ?? 0;
        if (row.lockedFor !== null) wait = Math.max(wait, row.lockedFor);
        // The window's allowance is taken by failures and attempts still being checked.
        else if (!row.stale && row.failures >= max) wait = Math.max(wait, row.windowLeft);
      }
      if (wait > 0) return Math.max(1, wait);
      for (const row of rows) {
        await tx.query(
          row.stale
            ? `update login_throttle set failures = 1, window_started_at = now(), locked_until = null
               where key = $1`
            : 'update login_throttle set failures = failures + 1 where key = $1',
          [row.key],
        );
      }
      return 0;
    });
    if (refusal > 0) return { allowed: false, retryAfterSeconds: refusal };

    const account = sorted.find((subject) => subject.key.startsWith('account:'));
    const others = sorted.filter((subject) => subject !== account);
    return {
      allowed: true,
      async succeeded() {
        if (account) await db.query('delete from login_throttle where key = $1', [account.key]);
        // Only failures count against an address: this attempt's advance is given back (the row
        // goes when it held nothing else).
        for (const { key } of others) {
          await db.query(
            `delete from login_throttle where key = $1 and failures <= 1
               and (locked_until is null or locked_until <= now())`,
            [key],
          );
          await db.query(
            'update login_throttle set failures = greatest(failures - 1, 0) where key = $1',
            [key],
          );
        }
      },
      async failed() {
        for (const { key, max } of sorted) {
          await db.query(
            `update login_throttle set locked_until = now() + make_interval(secs => $3)
             where key = $1 and failures >= $2 and (locked_until is null or locked_until <= now())`,
            [key, max, limits.lockSeconds],
          );
        }
        // Rows of subjects that stopped failing long ago are of no further use.
        await db.query(
          `delete from login_throttle
           where window_started_at < now() - make_interval(secs => $1)
             and (locked_until is null or locked_until < now())`,
          [window],
        );
      },
    };
  }

  return {
    limits,
    begin(email, address) {
      const subjects = [{ key: accountKey(email), max: limits.maxFailures }];
      if (address) subjects.push({ key: addressKey(address), max: limits.maxFailuresPerAddress });
      return reserve(subjects);
    },
  };
}
