-- 003 operations and account (tenant tables): clients and their addresses, subscriptions,
-- communications and history; orders with items, activity, shipments, documents, payments;
-- payment-provider sessions; platform invoices; account statements.

create table clients (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  first_name text not null,
  last_name text not null default '',
  email text not null check (email = lower(email)),
  phone text,  -- E.164, e.g. +56912345678
  rut text,    -- canonical 12345678-5 (no dots, upper-case K)
  avatar_url text,
  status text not null default 'active' check (status in ('active', 'inactive', 'pending')),
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (store_id, id),
  unique (store_id, email)
);
create index clients_created_idx on clients (store_id, created_at);
create index clients_status_idx on clients (store_id, status, created_at);
create index clients_name_idx on clients (store_id, last_name, first_name);

create table client_addresses (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  client_id uuid not null,
  type text not null check (type in ('shipping', 'billing')),
  full_name text not null,
  phone text,
  street text not null,
  apartment text,
  city text not null,  -- commune (comuna)
  state text not null, -- region (región)
  additional_info text,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (store_id, id),
  foreign key (store_id, client_id) references clients (store_id, id) on delete cascade
);
create index client_addresses_client_idx on client_addresses (store_id, client_id);

-- What a client is subscribed to: a membership (store_client_plan, with the products it includes as
-- children through parent_subscription_id), packs and recurring products.
create table subscriptions (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  client_id uuid not null,
  type text not null check (type in ('store_client_plan', 'pack', 'product')),
  commerce_plan_id uuid,
  product_id uuid,
  parent_subscription_id uuid,
  name text not null, -- plan or product name when subscribed
  status text not null default 'active' check (status in ('active', 'paused', 'cancelled')),
  start_date date not null,
  next_billing_date date,
  price integer not null check (price >= 0),
  quantity integer not null default 1 check (quantity > 0),
  shipping_address_id uuid, -- null: no shipping (service, digital product or manual delivery)
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (store_id, id),
  foreign key (store_id, client_id) references clients (store_id, id) on delete cascade,
  foreign key (store_id, commerce_plan_id) references commerce_plans (store_id, id),
  foreign key (store_id, product_id) references products (store_id, id),
  foreign key (store_id, parent_subscription_id) references subscriptions (store_id, id) on delete set null (parent_subscription_id),
  foreign key (store_id, shipping_address_id) references client_addresses (store_id, id) on delete set null (shipping_address_id),
  check ((type = 'store_client_plan' and commerce_plan_id is not null) or (type <> 'store_client_plan' and product_id is not null))
);
create index subscriptions_client_idx on subscriptions (store_id, client_id);
create index subscriptions_created_idx on subscriptions (store_id, created_at);
create index subscriptions_status_idx on subscriptions (store_id, status, type);
create index subscriptions_plan_idx on subscriptions (store_id, commerce_plan_id) where commerce_plan_id is not null;

create table orders (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  order_number integer not null, -- per store, from stores.last_order_number
  -- the id used by the public payment page /public/orders/{public_id}: random, never the order id
  public_id text not null default replace(gen_random_uuid()::text, '-', ''),
  client_id uuid not null,
  client_name text not null,  -- snapshot when ordered (list, search and sort without a join)
  client_email text not null,
  subscription_id uuid,
  status text not null default 'draft'
    check (status in ('draft', 'pending', 'processing', 'shipped', 'delivered', 'cancelled')),
  subtotal_amount bigint not null default 0 check (subtotal_amount >= 0),
  shipping_cost bigint not null default 0 check (shipping_cost >= 0),
  total_amount bigint not null check (total_amount >= 0),
  payment_method text check (payment_method in ('webpay_credit', 'bank_transfer')),
  requires_shipping boolean not null default true,
  payment_locked_on_order_id uuid, -- another order (the plan renewal) that must be paid first
  shipping_address_id uuid,
  billing_address_id uuid,
  paid_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (store_id, id),
  unique (store_id, order_number),
  foreign key (store_id, client_id) references clients (store_id, id),
  foreign key (store_id, subscription_id) references subscriptions (store_id, id) on delete set null (subscription_id),
  foreign key (store_id, payment_locked_on_order_id) references orders (store_id, id) on delete set null (payment_locked_on_order_id),
  foreign key (store_id, shipping_address_id) references client_addresses (store_id, id) on delete set null (shipping_address_id),
  foreign key (store_id, billing_address_id) references client_addresses (store_id, id) on delete set null (billing_address_id),
  check (total_amount = subtotal_amount + shipping_cost)
);
-- list (newest first / date range) and dashboard sums: index-only with the included columns
create index orders_created_idx on orders (store_id, created_at) include (status, total_amount);
create index orders_status_created_idx on orders (store_id, status, created_at);
create index orders_client_created_idx on orders (store_id, client_id, created_at);
create index orders_total_idx on orders (store_id, total_amount);
create index orders_client_name_idx on orders (store_id, client_name);
create index orders_public_idx on orders (public_id);

create table order_items (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  order_id uuid not null,
  item_type text not null check (item_type in ('plan', 'product', 'pack')),
  product_id uuid,
  commerce_plan_id uuid,
  name text not null,
  sku text,
  price integer not null check (price >= 0),
  quantity integer not null default 1 check (quantity > 0),
  image_url text,
  sort_order integer not null default 0,
  primary key (store_id, id),
  foreign key (store_id, order_id) references orders (store_id, id) on delete cascade,
  foreign key (store_id, product_id) references products (store_id, id) on delete set null (product_id),
  foreign key (store_id, commerce_plan_id) references commerce_plans (store_id, id) on delete set null (commerce_plan_id)
);
create index order_items_order_idx on order_items (store_id, order_id);

-- Order activity (oldest first in the UI).
create table order_history (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  order_id uuid not null,
  type text not null check (type in ('status_change', 'payment', 'email_sent', 'other')),
  status text,
  description text not null,
  user_name text,
  details text,
  created_at timestamptz not null default now(),
  primary key (store_id, id),
  foreign key (store_id, order_id) references orders (store_id, id) on delete cascade
);
create index order_history_order_idx on order_history (store_id, order_id, created_at);

-- Manual shipment of an order (one per order).
create table order_shipments (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  order_id uuid not null,
  status text not null default 'shipped' check (status in ('pending', 'shipped', 'delivered')),
  carrier text not null check (carrier in ('chilexpress', 'correoschile', 'starken', 'bluexpress', 'other')),
  tracking_number text not null,
  estimated_delivery_start date,
  estimated_delivery_end date,
  notes text,
  message text,
  send_email boolean not null default true,
  shipped_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (store_id, id),
  unique (store_id, order_id),
  foreign key (store_id, order_id) references orders (store_id, id) on delete cascade
);
create index order_shipments_tracking_idx on order_shipments (store_id, tracking_number);

create table order_documents (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  order_id uuid not null,
  upload_id uuid,
  name text not null,
  content_type text,
  size_bytes integer,
  created_at timestamptz not null default now(),
  primary key (store_id, id),
  unique (store_id, order_id, name),
  foreign key (store_id, order_id) references orders (store_id, id) on delete cascade,
  foreign key (store_id, upload_id) references uploads (store_id, id) on delete set null (upload_id)
);

create table payments (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  order_id uuid not null,
  status text not null check (status in ('paid', 'pending', 'failed')),
  method text not null check (method in ('webpay_credit', 'bank_transfer')),
  card_type text,          -- Visa, Mastercard, Redcompra (débito), Prepago
  last_four text,
  authorization_code text,
  bank text,               -- bank transfers
  account_number text,
  transaction_id text,
  amount bigint not null check (amount >= 0),
  fee_amount bigint not null default 0, -- 2% card, 1% transfer
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  primary key (store_id, id),
  foreign key (store_id, order_id) references orders (store_id, id) on delete cascade
);
create index payments_order_idx on payments (store_id, order_id, created_at);
create index payments_created_idx on payments (store_id, created_at);

-- Sessions with the card payment provider (the sandbox): an order payment or a card enrolment.
create table payment_sessions (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  kind text not null check (kind in ('order_payment', 'card_enrollment')),
  token text not null,
  order_id uuid,
  amount bigint,
  status text not null default 'created' check (status in ('created', 'authorized', 'failed', 'expired')),
  return_url text,
  result jsonb,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  expires_at timestamptz,
  primary key (store_id, id),
  foreign key (store_id, order_id) references orders (store_id, id) on delete cascade
);
create index payment_sessions_token_idx on payment_sessions (token);

-- Messages sent to a client (optionally about an order). Newest first for clients, oldest first for orders.
create table communications (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  client_id uuid,
  order_id uuid,
  subject text not null,
  medium text not null check (medium in ('email', 'sms', 'push', 'whatsapp')),
  recipient text not null,
  template text,
  status text not null default 'sent' check (status in ('sent', 'delivered', 'opened', 'failed', 'pending')),
  content text not null default '',
  sent_at timestamptz not null default now(),
  primary key (store_id, id),
  foreign key (store_id, client_id) references clients (store_id, id) on delete cascade,
  foreign key (store_id, order_id) references orders (store_id, id) on delete cascade
);
create index communications_client_idx on communications (store_id, client_id, sent_at);
create index communications_order_idx on communications (store_id, order_id, sent_at) where order_id is not null;

create table client_history (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  client_id uuid not null,
  type text not null check (type in ('subscription_created', 'subscription_cancelled', 'product_added',
    'product_removed', 'quantity_changed', 'login', 'order_placed')),
  details text not null default '',
  created_at timestamptz not null default now(),
  primary key (store_id, id),
  foreign key (store_id, client_id) references clients (store_id, id) on delete cascade
);
create index client_history_client_idx on client_history (store_id, client_id, created_at);

-- Invoices the platform issues to the merchant (one per month).
create table invoices (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  period text not null check (period ~ '^[0-9]{4}-[0-9]{2}$'), -- YYYY-MM
  number integer,   -- shown as F-000123; null while pending
  amount bigint not null check (amount >= 0),
  status text not null check (status in ('billed', 'pending')),
  issued_on date,
  plan_id uuid references pricing_plans (id),
  subscribers integer,
  created_at timestamptz not null default now(),
  primary key (store_id, id),
  unique (store_id, period)
);

-- The two account statements: 'sales' (Cartola de Ventas) and 'commission' (Cartola de Comisiones).
create table account_transactions (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  statement text not null check (statement in ('sales', 'commission')),
  occurred_at timestamptz not null,
  description text not null,
  movement_type text not null check (movement_type in ('credit', 'debit')),
  amount bigint not null check (amount >= 0),
  balance_after bigint not null,
  category text not null check (category in ('plan_new_subscription', 'subscription_sale', 'plan_renewal',
    'plan_upgrade', 'plan_downgrade', 'balance_transfer_to_commission', 'balance_adjustment', 'product_sale',
    'pack_sale', 'refund', 'payment_fee', 'sale_credit', 'other')),
  reference text, -- an order id (the UI links it to /orders/{reference}) or null
  created_at timestamptz not null default now(),
  primary key (store_id, id)
);
create index account_transactions_statement_idx on account_transactions (store_id, statement, occurred_at);
