-- 091 payment sandbox (owned by the api server code, src/payments/sandbox-provider.ts): the
-- transactions of the local stand-in for the card payment provider. A real provider keeps these on
-- its own side, so this is not tenant data (no store id); the platform's own record of each attempt
-- is `payment_sessions`.
create table if not exists payment_sandbox_transactions (
  token text primary key,
  buy_order text not null,
  session_id text not null,
  amount bigint not null check (amount > 0),
  return_url text not null,
  status text not null default 'created' check (status in ('created', 'authorized', 'failed', 'aborted')),
  card_type text,
  last_four text,
  authorization_code text,
  response_code integer,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  finished_at timestamptz,
  committed_at timestamptz
);
create index if not exists payment_sandbox_transactions_created_idx on payment_sandbox_transactions (created_at);
