-- Identity provider storage and server secrets (owned by the api server code, src/oidc and src/secrets.ts).
-- Not tenant data: no store id.

-- Sessions, interactions, grants, authorization codes, refresh tokens… of the embedded oidc-provider.
create table if not exists oidc_payloads (
  kind text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  primary key (kind, id)
);
create index if not exists oidc_payloads_grant_id_idx on oidc_payloads (grant_id) where grant_id is not null;
create index if not exists oidc_payloads_uid_idx on oidc_payloads (uid) where uid is not null;
create index if not exists oidc_payloads_user_code_idx on oidc_payloads (user_code) where user_code is not null;
create index if not exists oidc_payloads_expires_at_idx on oidc_payloads (expires_at);

-- Keys generated once per installation: token signing keys (JWK), cookie keys, upload URL HMAC key.
create table if not exists server_secrets (
  name text primary key,
  value jsonb not null,
  created_at timestamptz not null default now()
);
