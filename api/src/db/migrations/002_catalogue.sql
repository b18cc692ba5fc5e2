-- 002 catalogue and commercial setup (tenant tables): categories, products, packs, commerce plans,
-- shipping rules, saved cards, plan changes, setup guide, e-mail templates, uploads.

-- Two-level category tree (parent_id null = root). sort_order orders siblings.
create table categories (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  parent_id uuid,
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '' check (char_length(description) <= 500),
  is_enabled boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (store_id, id),
  foreign key (store_id, parent_id) references categories (store_id, id) on delete cascade,
  check (parent_id is null or parent_id <> id)
);
create index categories_parent_idx on categories (store_id, parent_id, sort_order);

create table products (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  sku text not null default '',
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '',
  type text not null default 'product' check (type in ('product', 'pack')),
  price integer not null check (price >= 0),
  stock integer not null default 0 check (stock >= 0),
  min_stock integer not null default 0 check (min_stock >= 0),
  preparation_days integer not null default 0 check (preparation_days >= 0),
  category_id uuid,
  -- 'active' or 'archived' (isArchived); archived products are hidden from the shop
  status text not null default 'active' check (status in ('active', 'archived')),
  visible boolean not null default true, -- isActive in the API
  image_url text,
  images jsonb not null default '{}', -- { "original": url, "square_thumb": url }
  characteristics jsonb not null default '[]', -- [{ "title": text, "description": text }]
  benefits jsonb not null default '[]', -- [text]
  no_shipping_required boolean not null default false,
  external_url text,
  renewal_period text check (renewal_period in ('monthly', 'bimonthly', 'quarterly', 'semiannual', 'annual')),
  delivery_frequency text check (delivery_frequency in ('weekly', 'biweekly', 'monthly')),
  periodicity text check (periodicity in ('weekly', 'biweekly', 'monthly')),
  requires_membership boolean not null default false,
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (store_id, id),
  foreign key (store_id, category_id) references categories (store_id, id) on delete set null (category_id)
);
create index products_name_idx on products (store_id, name);
create index products_sku_idx on products (store_id, sku);
create index products_category_idx on products (store_id, category_id);
create index products_stock_idx on products (store_id, stock);
create index products_price_idx on products (store_id, price);

-- The products a pack contains.
create table pack_items (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  pack_id uuid not null,
  product_id uuid not null,
  quantity integer not null default 1 check (quantity > 0),
  primary key (store_id, id),
  unique (store_id, pack_id, product_id),
  foreign key (store_id, pack_id) references products (store_id, id) on delete cascade,
  foreign key (store_id, product_id) references products (store_id, id) on delete cascade
);
create index pack_items_product_idx on pack_items (store_id, product_id);

-- The store's own subscription plans (memberships its clients subscribe to). active -> archived only.
create table commerce_plans (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  name text not null check (char_length(name) >= 1),
  description text not null default '',
  price integer not null check (price >= 0),
  delivery_frequency text not null check (delivery_frequency in ('weekly', 'biweekly', 'monthly')),
  renewal_period text not null check (renewal_period in ('monthly', 'bimonthly', 'quarterly', 'semiannual', 'annual')),
  status text not null default 'active' check (status in ('active', 'archived')),
  benefits jsonb not null default '[]',          -- [text]
  excluded_benefits jsonb not null default '[]', -- [text]
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (store_id, id)
);
create index commerce_plans_status_idx on commerce_plans (store_id, status, created_at);

-- Shipping rules: a fixed price for a list of communes (names as in the shared communes list).
create table shipping_rules (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  type text not null default 'fixed_price' check (type = 'fixed_price'),
  price integer not null check (price between 0 and 1000000),
  cities jsonb not null default '[]', -- ["Providencia", "Ñuñoa", ...]
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (store_id, id),
  check (jsonb_typeof(cities) = 'array')
);

-- The merchant's saved cards (to pay the platform). Exactly one is the default (enforced by the api).
create table saved_cards (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  card_type text not null, -- Visa, Mastercard, American Express, Redcompra
  last_four text not null check (last_four ~ '^[0-9]{4}$'),
  is_default boolean not null default false,
  provider_token text,
  created_at timestamptz not null default now(),
  primary key (store_id, id)
);
create unique index saved_cards_one_default_idx on saved_cards (store_id) where is_default;

-- History of platform plan changes (upgrade applied at once, downgrade at the end of the period).
create table store_plan_changes (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  from_plan_id uuid references pricing_plans (id),
  to_plan_id uuid not null references pricing_plans (id),
  kind text not null check (kind in ('initial', 'upgrade', 'downgrade', 'cancel')),
  status text not null default 'applied' check (status in ('applied', 'scheduled', 'cancelled')),
  charge_amount bigint not null default 0,
  effective_at timestamptz not null,
  created_at timestamptz not null default now(),
  primary key (store_id, id)
);
create index store_plan_changes_created_idx on store_plan_changes (store_id, created_at);

-- Setup guide tasks (keys: bank_account, contact, billing, products, payment_card) and publishing.
create table store_setup_tasks (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  task_key text not null,
  is_completed boolean not null default false,
  disabled boolean not null default false,
  completed_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (store_id, id),
  unique (store_id, task_key)
);

create table store_publications (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  published_by uuid references users (id),
  tasks jsonb not null default '[]', -- [{ "id": task_key, "isCompleted": true }] as sent on publish
  published_at timestamptz not null default now(),
  primary key (store_id, id)
);

-- E-mail templates the store sends to its clients; variables are written {{name}} in subject/content.
create table email_templates (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  template_key text not null,
  name text not null,
  description text not null default '',
  subject text not null,
  content text not null,
  variables jsonb not null default '[]', -- [{ "name", "description", "example" }]
  updated_at timestamptz not null default now(),
  primary key (store_id, id),
  unique (store_id, template_key)
);

-- Files uploaded through signed URLs (product images, order documents, logos).
create table uploads (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  user_id uuid references users (id),
  purpose text not null default 'image',
  content_type text not null,
  size_bytes integer,
  file_name text,
  status text not null default 'pending' check (status in ('pending', 'uploaded')),
  created_at timestamptz not null default now(),
  uploaded_at timestamptz,
  primary key (store_id, id)
);
-- the signed URL carries only the upload id
create index uploads_id_idx on uploads (id);
