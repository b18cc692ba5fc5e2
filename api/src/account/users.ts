import type { Queryable } from '../db/index.ts';
import { conflict } from '../http/errors.ts';
import type { Profile, StoreSummary } from './contract.ts';

export const EMAIL_TAKEN = 'El correo electrónico ya está registrado';

/** The store the user owns, or undefined before store setup. */
export async function findOwnedStore(
  db: Queryable,
  userId: string,
): Promise<StoreSummary | undefined> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    subdomain: string;
    publishedAt: Date | string | null;
  }>(
    `select id::text as id, name, subdomain, published_at as "publishedAt"
     from stores where owner_user_id = $1`,
    [userId],
  );
  const store = rows[0];
  if (!store) return undefined;
  return {
    ...store,
    publishedAt: store.publishedAt === null ? null : new Date(store.publishedAt).toISOString(),
  };
}

/** The account's names and its confirmed e-mail (the one it signs in with). */
export type AccountProfile = Omit<Profile, 'pendingEmail'>;

export async function readProfile(
  db: Queryable,
  userId: string,
): Promise<AccountProfile | undefined> {
  const { rows } = await db.query<AccountProfile>(
    `select first_name as "firstName", last_name as "lastName", email from users where id = $1`,
    [userId],
  );
  return rows[0];
}

/** Saves the names only: a new e-mail waits for its code (email-change.ts). */
export async function writeNames(
  db: Queryable,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<AccountProfile | undefined> {
  const { rows } = await db.query<AccountProfile>(
    `update users set first_name = $2, last_name = $3, updated_at = now() where id = $1
     returning first_name as "firstName", last_name as "lastName", email`,
    [userId, names.firstName, names.lastName],
  );
  return rows[0];
}

/** 409 when another account has the (lower-case) e-mail. */
export async function assertEmailFree(db: Queryable, email: string, userId: string): Promise<void> {
  const taken = await db.query('select 1 from users where email = $1 and id <> $2', [
    email,
    userId,
  ]);
  if (taken.rows.length) throw conflict(EMAIL_TAKEN);
}

/** True when an account has this (lower-case) e-mail. */
export async function isEmailRegistered(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from users where email = $1', [email]);
  return rows.length > 0;
}

/** The user with this e-mail, for the recovery e-mail. */
export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: string; email: string; firstName: string } | undefined> {
  const { rows } = await db.query<{ id: string; email: string; firstName: string }>(
    `select id::text as id, email, first_name as "firstName" from users where email = $1`,
    [email.toLowerCase()],
  );
  return rows[0];
}
