import { createHash, randomBytes } from 'node:crypto';

import { RECOVERY } from '@platform/shared/constants';

import type { Queryable } from '../db/index.ts';

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
