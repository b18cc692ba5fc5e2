import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

import type { Queryable } from '../db/index.ts';

/** Models whose rows are removed together when their grant is revoked. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

const CLEANUP_EVERY = 500;

/**
 * The provider's storage (sessions, interactions, grants, codes, refresh tokens) in the table
 * `oidc_payloads` (migration 090). Identity data is not tenant data, so it has no store id.
 */
export function createDatabaseAdapter(db: Queryable): AdapterFactory {
  let writes = 0;

  async function cleanup(): Promise<void> {
    await db.query("delete from oidc_payloads where expires_at < now() - interval '1 hour'");
  }

  return (kind: string): Adapter => ({
    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const expiresAt =
        typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
      await db.query(
        `insert into oidc_payloads (kind, id, payload, grant_id, uid, user_code, expires_at)
         values ($1, $2, $3::jsonb, $4, $5, $6, $7)
         on conflict (kind, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           uid = excluded.uid, user_code = excluded.user_code, expires_at = excluded.expires_at`,
        [
          kind,
          id,
          JSON.stringify(payload),
          GRANTABLE.has(kind) || kind === 'Grant' ? (payload.grantId ?? null) : null,
          kind === 'Session' ? (payload.uid ?? null) : null,
          payload.userCode ?? null,
          expiresAt,
        ],
      );
      writes += 1;
      if (writes % CLEANUP_EVERY === 0) await cleanup();
    },

    async find(id: string) {
      const { rows } = await db.query<{ payload: AdapterPayload }>(
        `select payload from oidc_payloads
         where kind = $1 and id = $2 and (expires_at is null or expires_at > now())`,
        [kind, id],
      );
      return rows[0]?.payload;
    },

    async findByUid(uid: string) {
      const { rows } = await db.query<{ payload: AdapterPayload }>(
        `select payload from oidc_payloads
         where kind = $1 and uid = $2 and (expires_at is null or expires_at > now())`,
        [kind, uid],
      );
      return rows[0]?.payload;
    },

    async findByUserCode(userCode: string) {
      const { rows } = await db.query<{ payload: AdapterPayload }>(
        `select payload from oidc_payloads
         where kind = $1 and user_code = $2 and (expires_at is null or expires_at > now())`,
        [kind, userCode],
      );
      return rows[0]?.payload;
    },

    async consume(id: string) {
      await db.query(
        `update oidc_payloads
         set payload = payload || jsonb_build_object('consumed', floor(extract(epoch from now()))::bigint)
         where kind = $1 and id = $2`,
        [kind, id],
      );
    },

    async destroy(id: string) {
      await db.query('delete from oidc_payloads where kind = $1 and id = $2', [kind, id]);
    },

    async revokeByGrantId(grantId: string) {
      await db.query('delete from oidc_payloads where kind = $1 and grant_id = $2', [
        kind,
        grantId,
      ]);
    },
  });
}
