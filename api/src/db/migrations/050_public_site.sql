-- 050 public site: what the visitor pages read (contact details, the store catalogue) and the
-- status page's measured history. Platform tables (not tenant data): no store_id column.

-- The platform's own contact details: /contact and the legal pages (GET /api/public/platform-settings).
-- One row (id = 1).
create table platform_settings (
  id integer primary key default 1 check (id = 1),
  company_name text not null,
  legal_name text not null,
  rut text not null,
  email text not null,
  privacy_email text not null,
  phone_number text not null,   -- E.164, e.g. +56223456789
  whatsapp_number text not null, -- E.164
  address_street text not null,
  address_commune text not null,
  address_region text not null,
  latitude double precision not null,
  longitude double precision not null,
  -- [{ "days": "Lunes a Viernes", "startTime": "09:00", "endTime": "18:00" }]; null times = closed
  business_hours jsonb not null default '[]',
  updated_at timestamptz not null default now()
);

-- The public store catalogue (/tiendas) and the partner showcase (/partners, the landing carousel).
-- A listing may point at a store of the platform (platform_store_id), or describe a partner
-- company that sells through its own site.
create table catalogue_stores (
  id uuid primary key default gen_random_uuid(),
  platform_store_id uuid unique references stores (id),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null,
  logo_url text,
  url text not null,
  description text not null,
  category text not null check (category in ('Alimentación', 'Salud', 'Bebidas', 'Belleza', 'Educación', 'Hogar', 'Tecnología')),
  tags jsonb not null default '[]',
  starting_price integer not null check (starting_price >= 0),
  delivery_frequency text not null,
  featured boolean not null default false,
  is_partner boolean not null default false,
  client_since date not null,
  -- { "quote": text, "subscribers": integer, "coverage": text } or null
  success_story jsonb,
  sort_order integer not null default 0,
  listed boolean not null default true,
  created_at timestamptz not null default now()
);
create index catalogue_stores_order_idx on catalogue_stores (sort_order, name);

create table catalogue_store_reviews (
  id uuid primary key default gen_random_uuid(),
  catalogue_store_id uuid not null references catalogue_stores (id) on delete cascade,
  customer_name text not null,
  rating integer not null check (rating between 1 and 5),
  comment text not null,
  reviewed_on date not null,
  verified boolean not null default false,
  created_at timestamptz not null default now()
);
create index catalogue_store_reviews_store_idx on catalogue_store_reviews (catalogue_store_id, reviewed_on desc);

-- Status page: every health check round, aggregated per minute (uptime = minutes without a
-- component down / minutes checked). Rows older than 31 days are pruned by the api.
create table system_check_minutes (
  minute timestamptz primary key,
  checks integer not null default 0,
  outage_checks integer not null default 0,
  degraded_checks integer not null default 0
);

-- At most one open incident per component (the api opens one when a component stops being
-- operational and resolves it when the component recovers).
create unique index system_incidents_open_component_idx on system_incidents (component_id)
  where resolved_at is null and component_id is not null;
