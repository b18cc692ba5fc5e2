-- 004 auth: registration codes and password-recovery tokens. Identity data is not tenant data: no
-- store id. (The OIDC provider's storage and the server secrets are in 090_oidc.sql, written by the
-- server code's owner.)

-- One-time codes sent by e-mail (registration OTP, 6 digits). payload holds the pending registration
-- (businessName, firstName, lastName, subdomain, password_hash) until the code is verified.
create table verification_codes (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email)),
  purpose text not null default 'registration' check (purpose in ('registration', 'email_change')),
  code_hash text not null,
  payload jsonb not null default '{}',
  attempts integer not null default 0,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index verification_codes_email_idx on verification_codes (email, purpose, created_at desc);

-- Password-recovery links (valid 24 hours); only a hash of the token is stored.
create table password_reset_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_reset_tokens_user_idx on password_reset_tokens (user_id, created_at desc);
