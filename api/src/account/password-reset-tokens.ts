import { createHash, randomBytes } from 'node:crypto';

import { RECOVERY } from '@platform/shared/constants';

import type { Queryable } from '../db/index.ts';
import { revokeAccountGrants } from '../identity/revoke-account-grants.ts';

/** How long a recovery link works (spec 1 §2.4, §9: 24 hours). */
export const RESET_TOKEN_TTL_HOURS = RECOVERY.linkTtlHours;

/**
 * At most this many links per user per hour: more requests still answer 200 but send nothing,
 * so the form cannot be used to flood someone's inbox.
 */
export const RESET_REQUESTS_PER_HOUR = 5;

/** The token travels only in the e-mailed link; the database keeps its SHA-256. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 32 random bytes, base64url (43 characters): unguessable, so a fast hash is enough to store it. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Stores a new single-use token for the user and returns it (plain), or null when the user has
 * asked for too many links in the last hour.
 */
export async function issueResetToken(db: Queryable, userId: string): Promise<string | null> {
  const recent = await db.query<{ n: number }>(
    `select count(*) as n from password_reset_tokens
     where user_id = $1 and created_at > now() - interval '1 hour'`,
    [userId],
  );
  if (Number(recent.rows[0]?.n ?? 0) >= RESET_REQUESTS_PER_HOUR) return null;
  const token = newResetToken();
  await db.query(
    `insert into password_reset_tokens (user_id, token_hash, expires_at)
     values ($1, $2, now() + make_interval(hours => $3))`,
    [userId, hashResetToken(token), RESET_TOKEN_TTL_HOURS],
  );
  return token;
}

/** True while the token is unused and unexpired. */
export async function isLiveResetToken(db: Queryable, tokenHash: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from password_reset_tokens
     where token_hash = $1 and used_at is null and expires_at > now()`,
    [tokenHash],
  );
  return rows.length > 0;
}

/**
 * Spends the token and sets the password (call inside a transaction): every pending link of the
 * user is spent too and their logins end. False when the token was spent or expired meanwhile.
 */
export async function spendResetToken(
  tx: Queryable,
  tokenHash: string,
  passwordHash: string,
): Promise<boolean> {
  // Spent in the statement that checks it again: two concurrent uses cannot both win.
  const { rows } = await tx.query<{ userId: string }>(
    `update password_reset_tokens set used_at = now()
     where token_hash = $1 and used_at is null and expires_at > now()
     returning user_id::text as "userId"`,
    [tokenHash],
  );
  const userId = rows[0]?.userId;
  if (!userId) return false;
  await tx.query('update users set password_hash = $2, updated_at = now() where id = $1', [
    userId,
    passwordHash,
  ]);
  await tx.query(
    'update password_reset_tokens set used_at = now() where user_id = $1 and used_at is null',
    [userId],
  );
  await revokeAccountGrants(tx, userId);
  return true;
}
