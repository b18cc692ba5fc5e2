-- 092 one-click cards and plan-change charges.
--
-- The payment sandbox's one-click side (src/payments/sandbox-oneclick.ts), in the style of
-- Transbank Oneclick Mall: the card inscriptions a card holder made on the sandbox's page and the
-- charges made to them afterwards. As with 091, a real provider keeps these on its own side, so
-- this is not tenant data (no store id); the platform keeps the enrolled card in `saved_cards`
-- (provider_token = tbk_user) and its own record of each inscription in `payment_sessions`
-- (kind 'card_enrollment').
create table if not exists payment_sandbox_oneclick_inscriptions (
  token text primary key,
  username text not null,
  email text not null,
  response_url text not null,
  status text not null default 'created' check (status in ('created', 'approved', 'rejected', 'aborted')),
  tbk_user text unique,
  card_type text,
  card_kind text,
  last_four text,
  authorization_code text,
  response_code integer,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  finished_at timestamptz,
  committed_at timestamptz
);
create index if not exists payment_sandbox_oneclick_inscriptions_created_idx
  on payment_sandbox_oneclick_inscriptions (created_at);

create table if not exists payment_sandbox_oneclick_charges (
  buy_order text primary key,
  tbk_user text not null,
  amount bigint not null check (amount > 0),
  status text not null check (status in ('authorized', 'failed')),
  response_code integer not null,
  authorization_code text,
  created_at timestamptz not null default now()
);

-- An upgrade whose charge is with the payment provider: set under the store row's lock before the
-- charge and cleared after it, so a second plan change of the same store is refused meanwhile
-- (the charge is not made inside a transaction: it is a call to another system).
alter table stores add column if not exists plan_charge_started_at timestamptz;
