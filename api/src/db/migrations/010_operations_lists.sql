-- 010 the orders and clients lists at 100,000 rows a store (GET /api/orders, GET /api/clients; the
-- bench seed has 100,000 orders): the totals, the search and every sort read indexes or kept
-- counts instead of the store's history.
--
-- 1. Counts. The number of a store's orders (and clients) in each status is kept in
--    order_status_counts (client_status_counts) by statement-level triggers, exact on every
--    insert, update and delete (a bulk insert costs one grouped upsert), so a list's total without
--    a filter, or with the status alone, adds up a few rows instead of counting 100,000 index
--    entries on every page.
-- 2. Search. The client's name and e-mail are stored folded (lower case, no accents, as the
--    products and clients searches) with a trigram index, and the shipments' tracking numbers get
--    a trigram index of their own: '%text%' of three letters or more reads only the rows that match.
-- 3. Sort. One index per sort (created_at, total_amount, client_name), each ending with the order
--    number (the list's tie-break) and holding the id, the status, the date and the amount, so the
--    list picks a page's ids from one index alone, its filters included, and page 200 does not read
--    5,000 whole rows (operations/order-queries.ts, http/pagination.ts).

create table order_status_counts (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  status text not null,
  orders integer not null default 0,
  primary key (store_id, id),
  unique (store_id, status)
);

-- What order rows add to their store's counts: +1 in their status. Trigger functions cannot hand
-- their transition tables to another function, so each one spells the query out (as 005 does).
create function order_status_counts_on_insert() returns trigger language plpgsql as $$
begin
  insert into order_status_counts as t (store_id, status, orders)
  select n.store_id, n.status, count(*) from new_rows n group by n.store_id, n.status
  on conflict (store_id, status) do update set orders = t.orders + excluded.orders;
  return null;
end $$;

create function order_status_counts_on_delete() returns trigger language plpgsql as $$
begin
  insert into order_status_counts as t (store_id, status, orders)
  select o.store_id, o.status, -count(*) from old_rows o group by o.store_id, o.status
  on conflict (store_id, status) do update set orders = t.orders + excluded.orders;
  return null;
end $$;

-- An update moves a row from its old status to its new one; rows whose status did not change
-- (most updates: payments, addresses, updated_at) are skipped.
create function order_status_counts_on_update() returns trigger language plpgsql as $$
begin
  insert into order_status_counts as t (store_id, status, orders)
  select x.store_id, x.status, sum(x.orders)
  from (
    select o.store_id, o.status, -1 as orders
    from old_rows o join new_rows n on n.store_id = o.store_id and n.id = o.id
    where n.status is distinct from o.status
    union all
    select n.store_id, n.status, 1
    from old_rows o join new_rows n on n.store_id = o.store_id and n.id = o.id
    where n.status is distinct from o.status
  ) x
  group by x.store_id, x.status
  having sum(x.orders) <> 0
  on conflict (store_id, status) do update set orders = t.orders + excluded.orders;
  return null;
end $$;

create trigger orders_status_counts_insert after insert on orders
  referencing new table as new_rows for each statement execute function order_status_counts_on_insert();
create trigger orders_status_counts_update after update on orders
  referencing old table as old_rows new table as new_rows
  for each statement execute function order_status_counts_on_update();
create trigger orders_status_counts_delete after delete on orders
  referencing old table as old_rows for each statement execute function order_status_counts_on_delete();

-- Derived data must follow every write, bulk loads included (the seed runs with
-- session_replication_role = replica, which skips ordinary triggers).
alter table orders enable always trigger orders_status_counts_insert;
alter table orders enable always trigger orders_status_counts_update;
alter table orders enable always trigger orders_status_counts_delete;

-- The orders already there (databases created before this migration).
insert into order_status_counts (store_id, status, orders)
select store_id, status, count(*) from orders group by store_id, status;

create table client_status_counts (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  status text not null,
  clients integer not null default 0,
  primary key (store_id, id),
  unique (store_id, status)
);

create function client_status_counts_on_insert() returns trigger language plpgsql as $$
begin
  insert into client_status_counts as t (store_id, status, clients)
  select n.store_id, n.status, count(*) from new_rows n group by n.store_id, n.status
  on conflict (store_id, status) do update set clients = t.clients + excluded.clients;
  return null;
end $$;

create function client_status_counts_on_delete() returns trigger language plpgsql as $$
begin
  insert into client_status_counts as t (store_id, status, clients)
  select o.store_id, o.status, -count(*) from old_rows o group by o.store_id, o.status
  on conflict (store_id, status) do update set clients = t.clients + excluded.clients;
  return null;
end $$;

create function client_status_counts_on_update() returns trigger language plpgsql as $$
begin
  insert into client_status_counts as t (store_id, status, clients)
  select x.store_id, x.status, sum(x.clients)
  from (
    select o.store_id, o.status, -1 as clients
    from old_rows o join new_rows n on n.store_id = o.store_id and n.id = o.id
    where n.status is distinct from o.status
    union all
    select n.store_id, n.status, 1
    from old_rows o join new_rows n on n.store_id = o.store_id and n.id = o.id
    where n.status is distinct from o.status
  ) x
  group by x.store_id, x.status
  having sum(x.clients) <> 0
  on conflict (store_id, status) do update set clients = t.clients + excluded.clients;
  return null;
end $$;

create trigger clients_status_counts_insert after insert on clients
  referencing new table as new_rows for each statement execute function client_status_counts_on_insert();
create trigger clients_status_counts_update after update on clients
  referencing old table as old_rows new table as new_rows
  for each statement execute function client_status_counts_on_update();
create trigger clients_status_counts_delete after delete on clients
  referencing old table as old_rows for each statement execute function client_status_counts_on_delete();
alter table clients enable always trigger clients_status_counts_insert;
alter table clients enable always trigger clients_status_counts_update;
alter table clients enable always trigger clients_status_counts_delete;

insert into client_status_counts (store_id, status, clients)
select store_id, status, count(*) from clients group by store_id, status;

-- One line per field, so a search never matches across the two; folded as the api folds what is
-- typed (translate(lower(...)) in operations/order-queries.ts: lower() leaves accented capitals
-- alone in the C locale, PGlite's, hence both cases in the list).
alter table orders
  add column search_text text not null
    generated always as (
      translate(lower(client_name || E'\n' || client_email), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')
    ) stored;

create extension if not exists pg_trgm;

-- Over every store (as products' and clients' searches, migrations 008 and 009): the matching
-- rows are then filtered by store.
create index orders_search_idx on orders using gin (search_text gin_trgm_ops);
-- Serves `tracking_number ilike '%…%'` as typed (the only search by tracking number); replaces
-- the btree on (store_id, tracking_number), which served none.
create index order_shipments_tracking_search_idx on order_shipments
  using gin (tracking_number gin_trgm_ops);
drop index order_shipments_tracking_idx;

-- The three sorts, and the default one within a status (the dashboard's pending orders, oldest
-- first). Each holds what the other filters read (status, date, amount), so a page's ids are
-- picked without reading the rows; another sort within a status either walks its sort's index
-- skipping the other statuses there, or sorts the status's entries of the second index, whichever
-- reads less. They replace 003's indexes on created_at, status and client_name (the dashboard's
-- date-range sums read the first as they read orders_created_idx: index-only).
create index orders_list_created_idx on orders (store_id, created_at, order_number)
  include (id, status, total_amount);
create index orders_list_status_created_idx on orders (store_id, status, created_at, order_number)
  include (id, total_amount);
create index orders_list_total_idx on orders (store_id, total_amount, order_number)
  include (id, status, created_at);
create index orders_list_client_name_idx on orders (store_id, client_name, order_number)
  include (id, status, created_at, total_amount);
drop index orders_created_idx;
drop index orders_status_created_idx;
drop index orders_client_name_idx;
-- orders_total_idx (store_id, total_amount) stays: without included columns its entries of equal
-- amounts are stored once (btree deduplication), so counting an amount range reads a tenth of the
-- pages the sort's index would.

-- Planner statistics of the new column and indexes for a database seeded before (PGlite has no
-- autovacuum).
analyze orders;
analyze order_shipments;
analyze order_status_counts;
analyze client_status_counts;
