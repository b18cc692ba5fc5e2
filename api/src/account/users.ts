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

export async function readProfile(db: Queryable, userId: string): Promise<Profile | undefined> {
  const { rows } = await db.query<Profile>(
    `select first_name as "firstName", last_name as "lastName", email from users where id = $1`,
    [userId],
  );
  return rows[0];
}

/** Saves the profile; 409 when another user has the e-mail (checked, then kept by the index). */
export async function writeProfile(
  db: Queryable,
  userId: string,
  profile: Profile,
): Promise<Profile | undefined> {
  const taken = await db.query('select 1 from users where email = $1 and id <> $2', [
    profile.email,
    userId,
  ]);
  if (taken.rows.length) throw conflict(EMAIL_TAKEN);
  try {
    const { rows } = await db.query<Profile>(
      `update users set first_name = $2, last_name = $3, email = $4, updated_at = now() where id = $1
       returning first_name as "firstName", last_name as "lastName", email`,
      [userId, profile.firstName, profile.lastName, profile.email],
    );
    return rows[0];
  } catch (error) {
    // Two requests racing for the same e-mail: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw conflict(EMAIL_TAKEN);
    throw error;
  }
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
