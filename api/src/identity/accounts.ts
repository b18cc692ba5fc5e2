import type { Account, AccountClaims } from 'oidc-provider';

import type { Queryable } from '../db/index.ts';
import { hashPassword, verifyPassword } from '../db/passwords.ts';

export interface UserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
}

/** Every user of this product is a merchant (store owner); the realm has no other role. */
export const MERCHANT_ROLES: readonly string[] = ['merchant'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const USER_COLUMNS = `id::text as id, email, coalesce(first_name, '') as "firstName",
  coalesce(last_name, '') as "lastName", coalesce(email_verified, false) as "emailVerified"`;

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<UserRecord>(`select ${USER_COLUMNS} from users where id = $1`, [
    id,
  ]);
  return rows[0];
}

/** A hash of a constant password, made once per process: a cache, the same in every process. */
let dummyHash: Promise<string> | undefined;

/** The user whose e-mail and password match, else undefined (same work either way). */
export async function verifyCredentials(
  db: Queryable,
  email: string,
  password: string,
): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord & { passwordHash: string | null }>(
    `select ${USER_COLUMNS}, password_hash as "passwordHash" from users where email = $1`,
    [email.trim().toLowerCase()],
  );
  const user = rows[0];
  if (!user?.passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(password, await dummyHash);
    return undefined;
  }
  if (!(await verifyPassword(password, user.passwordHash))) return undefined;
  const { passwordHash: _ignored, ...record } = user;
  return record;
}

/**
 * The ID token's and userinfo's claims. `users.email` only ever holds a confirmed address (a new one
 * waits for its code in verification_codes, account/email-change.ts), so `email_verified` is true of it.
 */
export function userClaims(user: UserRecord): AccountClaims {
  return {
    sub: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    given_name: user.firstName,
    family_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
  };
}

export function toAccount(user: UserRecord): Account {
  return { accountId: user.id, claims: () => userClaims(user) };
}
