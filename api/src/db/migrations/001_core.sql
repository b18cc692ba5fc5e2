-- 001 core: platform-level tables (users, the platform's pricing plans, stores) and the tables
-- that are not tenant data (tours per user, leads, outbox, system status).
--
-- Conventions for the whole schema:
-- * ids are uuid (default gen_random_uuid(), core in PostgreSQL 13+ and in PGlite); timestamps are
--   timestamptz; calendar days are date; money is integer Chilean pesos (integer for catalogue
--   prices, bigint for order/payment/statement amounts); lists and small documents are jsonb.
-- * Every tenant table has `store_id uuid not null references stores` and primary key (store_id, id);
--   references between tenant tables are composite (store_id, x_id) so a row can never point into
--   another store, and unique constraints of tenant tables include store_id (distributable by tenant).

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and position('@' in email) > 1),
  password_hash text not null,
  first_name text not null default '',
  last_name text not null default '',
  email_verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The platform's own plans (what a merchant pays the platform). Not tenant data.
create table pricing_plans (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  name text not null,
  description text not null default '',
  tier integer not null,
  -- pesos per active subscriber per month
  price_per_subscriber integer not null check (price_per_subscriber >= 0),
  -- optional monthly minimum (the plan costs max(base_price, subscribers * price_per_subscriber))
  base_price integer check (base_price is null or base_price >= 0),
  periodicity text not null default 'monthly' check (periodicity in ('monthly', 'annual')),
  visible boolean not null default true,
  highlighted boolean not null default false,
  allow_custom_domain boolean not null default false,
  -- [{ "label": text, "included": boolean, "help": text | null }]
  features jsonb not null default '[]',
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

create table stores (
  id uuid primary key default gen_random_uuid(),
  owner_user_id uuid not null unique references users (id),
  name text not null check (char_length(name) between 1 and 100),
  subdomain text not null unique check (subdomain ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(subdomain) <= 63),
  timezone text not null default 'America/Santiago',
  published_at timestamptz,
  -- current platform plan (GET /store-subscriptions/current-plan)
  current_plan_id uuid references pricing_plans (id),
  plan_period text check (plan_period in ('monthly', 'annual')),
  plan_period_start date,
  plan_renewal_date date,
  next_plan_id uuid references pricing_plans (id), -- pending downgrade (nextPlanUuid)
  -- per-store order number counter: update stores set last_order_number = last_order_number + 1 ... returning
  last_order_number integer not null default 0,
  -- store configuration (/my-store)
  external_website text,
  language text not null default 'es',
  currency text not null default 'CLP',
  -- business contact (/business/contact)
  address text,
  country text not null default 'Chile',
  contact_phones jsonb not null default '[]',  -- [{ "number": "+56912345678", "isDefault": true }]
  contact_emails jsonb not null default '[]',  -- [{ "email": "...", "isDefault": true }]
  business_hours jsonb not null default '[]',  -- [{ "days": "Lunes a Viernes", "startTime": "09:00", "endTime": "18:00" }]
  social_links jsonb not null default '{}',    -- { "twitter": url, "facebook": url, "instagram": url }
  -- appearance
  logo_url text,
  primary_color text not null default '#4F46E5',
  secondary_color text not null default '#6366F1',
  -- billing data for the platform's invoices (/business/billing)
  billing_business_name text,
  billing_rut text,
  billing_industry text,
  billing_address text,
  billing_city text,
  billing_state text,
  billing_zip_code text,
  billing_email text,
  billing_phone text,
  -- payout bank account (/business/bank-account); bank_id is the bank code ('001'..'730')
  bank_id text,
  bank_account_type text check (bank_account_type in ('checking', 'savings', 'view')),
  bank_account_number text,
  bank_account_rut text,
  -- payment method options offered to the store's clients
  payment_methods jsonb not null default '{"webpay_credit": true, "bank_transfer": true}',
  -- custom URL (/customization/domain)
  domain_alias text unique check (domain_alias is null or (domain_alias ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(domain_alias) between 3 and 63)),
  custom_domain text unique,
  dns_verified boolean not null default false,
  ssl_active boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Guided tours per user: a row means the tour was seen (visited_at), no row = null = not visited.
create table user_tours (
  user_id uuid not null references users (id) on delete cascade,
  tour_id text not null,
  visited_at timestamptz,
  primary key (user_id, tour_id)
);

-- Demo-request leads from the landing page.
create table leads (
  id uuid primary key default gen_random_uuid(),
  full_name text not null,
  sector text not null,
  email text not null,
  phone text not null,
  created_at timestamptz not null default now()
);
create index leads_created_idx on leads (created_at);

-- E-mail the product sends (verification codes, recovery links, order notices); read by GET /dev/outbox.
create table outbox (
  id uuid primary key default gen_random_uuid(),
  to_email text not null,
  subject text not null,
  body_text text,
  body_html text,
  created_at timestamptz not null default now()
);
create index outbox_to_created_idx on outbox (lower(to_email), created_at desc);
create index outbox_created_idx on outbox (created_at desc);

-- Public status page: components and the incident history.
create table system_components (
  id text primary key,
  name text not null,
  description text not null default '',
  icon text not null check (icon in ('Server', 'Database', 'CreditCard', 'Globe')),
  status text not null default 'operational' check (status in ('operational', 'degraded', 'outage')),
  sort_order integer not null default 0,
  updated_at timestamptz not null default now()
);

create table system_incidents (
  id uuid primary key default gen_random_uuid(),
  component_id text references system_components (id),
  title text not null,
  description text not null default '',
  status text not null default 'resolved' check (status in ('investigating', 'monitoring', 'resolved')),
  started_at timestamptz not null,
  resolved_at timestamptz,
  created_at timestamptz not null default now()
);
create index system_incidents_started_idx on system_incidents (started_at desc);

-- What the seed did (one row per seeded scale).
create table seed_runs (
  id uuid primary key default gen_random_uuid(),
  scale text not null,
  seeded_at timestamptz not null default now(),
  details jsonb not null default '{}'
);
