-- 012 list versions: a value that changes with every write to a store's orders (or clients, or
-- products), in the same transaction. The lists remember, per process and with the version they
-- read it at (http/pagination.ts, ListMemory):
-- - the total of a filter that no kept count answers (a date or amount range, a category, a price
--   range), counted again only once the version has changed: paging through a filtered list, or
--   many people reading the same one, counts it once;
-- - the first and last rows of the deep pages served: the same page, or the next one, is then read
--   from there in the sort's index instead of skipping the thousands of rows before it.
--
-- The version is a random uuid rather than a counter, so two databases (a copy, a restore) never
-- give the same version to different contents.

create table list_versions (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  list text not null check (list in ('orders', 'clients', 'products')),
  version uuid not null default gen_random_uuid(),
  primary key (store_id, id),
  unique (store_id, list)
);

-- Every trigger below names its transition table changed_rows and passes the list's name.
create function list_versions_bump() returns trigger language plpgsql as $$
begin
  insert into list_versions as v (store_id, list)
  select distinct r.store_id, tg_argv[0] from changed_rows r
  on conflict (store_id, list) do update set version = gen_random_uuid();
  return null;
end $$;

create trigger orders_list_version_insert after insert on orders
  referencing new table as changed_rows for each statement
  execute function list_versions_bump('orders');
create trigger orders_list_version_update after update on orders
  referencing new table as changed_rows for each statement
  execute function list_versions_bump('orders');
create trigger orders_list_version_delete after delete on orders
  referencing old table as changed_rows for each statement
  execute function list_versions_bump('orders');
create trigger clients_list_version_insert after insert on clients
  referencing new table as changed_rows for each statement
  execute function list_versions_bump('clients');
create trigger clients_list_version_update after update on clients
  referencing new table as changed_rows for each statement
  execute function list_versions_bump('clients');
create trigger clients_list_version_delete after delete on clients
  referencing old table as changed_rows for each statement
  execute function list_versions_bump('clients');
create trigger products_list_version_insert after insert on products
  referencing new table as changed_rows for each statement
  execute function list_versions_bump('products');
create trigger products_list_version_update after update on products
  referencing new table as changed_rows for each statement
  execute function list_versions_bump('products');
create trigger products_list_version_delete after delete on products
  referencing old table as changed_rows for each statement
  execute function list_versions_bump('products');

-- The orders list's date filters read the store's timezone.
create function list_versions_on_timezone() returns trigger language plpgsql as $$
begin
  insert into list_versions as v (store_id, list) values (new.id, 'orders')
  on conflict (store_id, list) do update set version = gen_random_uuid();
  return null;
end $$;
create trigger stores_list_version_timezone after update of timezone on stores
  for each row when (old.timezone is distinct from new.timezone)
  execute function list_versions_on_timezone();

-- Derived data follows every write, bulk loads included (as in 010).
alter table orders enable always trigger orders_list_version_insert;
alter table orders enable always trigger orders_list_version_update;
alter table orders enable always trigger orders_list_version_delete;
alter table clients enable always trigger clients_list_version_insert;
alter table clients enable always trigger clients_list_version_update;
alter table clients enable always trigger clients_list_version_delete;
alter table products enable always trigger products_list_version_insert;
alter table products enable always trigger products_list_version_update;
alter table products enable always trigger products_list_version_delete;
alter table stores enable always trigger stores_list_version_timezone;

insert into list_versions (store_id, list)
select distinct store_id, 'orders' from orders
union
select distinct store_id, 'clients' from clients
union
select distinct store_id, 'products' from products;
