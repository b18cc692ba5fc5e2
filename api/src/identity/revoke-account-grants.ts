import type { Queryable } from '../db/index.ts';

/**
 * Ends every login of a user in the identity provider's storage (migration 090): their grants,
 * the refresh tokens and codes of those grants, and their browser sessions. Used after a password
 * reset so a stolen session cannot outlive the old password. Access tokens are self-contained
 * JWTs and simply run out (ACCESS_TOKEN_TTL).
 */
export async function revokeAccountGrants(db: Queryable, accountId: string): Promise<void> {
  await db.query(
    `delete from oidc_payloads
     where payload->>'accountId' = $1
        or grant_id in (
          select id from oidc_payloads where kind = 'Grant' and payload->>'accountId' = $1
        )`,
    [accountId],
  );
}
