-- 011 the products list under load (GET /api/products, 10,000 products in the bench seed): its
-- total and every sort read kept counts or indexes instead of the whole catalogue.
--
-- 1. Counts. product_counts keeps, per store, how many products there are of each combination of
--    the list's yes/no filters: archived or not, type, visibility, membership and stock state
--    (product_stock_state). A total with only those filters adds up at most 48 rows instead of
--    counting 10,000 on every page. Kept by statement-level triggers, as 010's status counts.
-- 2. Sort. Each sort has an index that leads with its column and holds what the yes/no filters
--    read (status, type, visibility, membership, stock and minimum): the first page reads 25
--    entries in order, and a deep page picks its ids from the index alone, skipping the products
--    that do not match its filters without reading them (http/pagination.ts).

-- The list's stock filters as one state: 'out' (no stock), 'low' (at or under the minimum: the
-- dashboard's low stock, out of stock included) or 'in' (over the minimum). The api's filters
-- (catalogue/product-queries.ts) read the same three.
create function product_stock_state(stock integer, min_stock integer) returns text
  language sql immutable parallel safe
  as $$ select case when stock = 0 then 'out' when stock <= min_stock then 'low' else 'in' end $$;

create table product_counts (
  store_id uuid not null references stores (id),
  id uuid not null default gen_random_uuid(),
  archived boolean not null,
  type text not null,
  visible boolean not null,
  requires_membership boolean not null,
  stock_state text not null,
  products integer not null default 0,
  primary key (store_id, id),
  unique (store_id, archived, type, visible, requires_membership, stock_state)
);

create function product_counts_on_insert() returns trigger language plpgsql as $$
begin
  insert into product_counts as t
    (store_id, archived, type, visible, requires_membership, stock_state, products)
  select n.store_id, n.status = 'archived', n.type, n.visible, n.requires_membership,
    product_stock_state(n.stock, n.min_stock), count(*)
  from new_rows n group by 1, 2, 3, 4, 5, 6
  on conflict (store_id, archived, type, visible, requires_membership, stock_state)
    do update set products = t.products + excluded.products;
  return null;
end $$;

create function product_counts_on_delete() returns trigger language plpgsql as $$
begin
  insert into product_counts as t
    (store_id, archived, type, visible, requires_membership, stock_state, products)
  select o.store_id, o.status = 'archived', o.type, o.visible, o.requires_membership,
    product_stock_state(o.stock, o.min_stock), -count(*)
  from old_rows o group by 1, 2, 3, 4, 5, 6
  on conflict (store_id, archived, type, visible, requires_membership, stock_state)
    do update set products = t.products + excluded.products;
  return null;
end $$;

-- An update moves a product from its old combination to its new one; products whose combination
-- did not change (a new name, price or description; a stock change within the same state) are
-- skipped.
create function product_counts_on_update() returns trigger language plpgsql as $$
begin
  insert into product_counts as t
    (store_id, archived, type, visible, requires_membership, stock_state, products)
  select x.store_id, x.archived, x.type, x.visible, x.requires_membership, x.stock_state,
    sum(x.products)
  from (
    select c.store_id, c.archived, c.type, c.visible, c.requires_membership, c.stock_state,
      c.products
    from old_rows o join new_rows n on n.store_id = o.store_id and n.id = o.id,
    lateral (values
      (o.store_id, o.status = 'archived', o.type, o.visible, o.requires_membership,
        product_stock_state(o.stock, o.min_stock), -1),
      (n.store_id, n.status = 'archived', n.type, n.visible, n.requires_membership,
        product_stock_state(n.stock, n.min_stock), 1)
    ) as c (store_id, archived, type, visible, requires_membership, stock_state, products)
    where (o.status = 'archived', o.type, o.visible, o.requires_membership,
        product_stock_state(o.stock, o.min_stock))
      is distinct from (n.status = 'archived', n.type, n.visible, n.requires_membership,
        product_stock_state(n.stock, n.min_stock))
  ) x
  group by 1, 2, 3, 4, 5, 6
  having sum(x.products) <> 0
  on conflict (store_id, archived, type, visible, requires_membership, stock_state)
    do update set products = t.products + excluded.products;
  return null;
end $$;

create trigger products_counts_insert after insert on products
  referencing new table as new_rows for each statement execute function product_counts_on_insert();
create trigger products_counts_update after update on products
  referencing old table as old_rows new table as new_rows
  for each statement execute function product_counts_on_update();
create trigger products_counts_delete after delete on products
  referencing old table as old_rows for each statement execute function product_counts_on_delete();

-- Derived data follows every write, bulk loads included (as in 010).
alter table products enable always trigger products_counts_insert;
alter table products enable always trigger products_counts_update;
alter table products enable always trigger products_counts_delete;

-- The products already there (databases created before this migration).
insert into product_counts
  (store_id, archived, type, visible, requires_membership, stock_state, products)
select store_id, status = 'archived', type, visible, requires_membership,
  product_stock_state(stock, min_stock), count(*)
from products group by 1, 2, 3, 4, 5, 6;

-- Each sort, ending with the list's tie-break (name, id). They replace 002's indexes on price, sku
-- and stock, and 008's on the name (which held the status alone).
create index products_list_name_idx on products (store_id, name, id)
  include (status, type, visible, requires_membership, stock, min_stock);
create index products_list_created_idx on products (store_id, created_at, name, id)
  include (status, type, visible, requires_membership, stock, min_stock);
create index products_list_price_idx on products (store_id, price, name, id)
  include (status, type, visible, requires_membership, stock, min_stock);
create index products_list_sku_idx on products (store_id, sku, name, id)
  include (status, type, visible, requires_membership, stock, min_stock);
create index products_list_stock_idx on products (store_id, stock, name, id)
  include (status, type, visible, requires_membership, min_stock);
drop index products_name_id_idx;
drop index products_price_idx;
drop index products_sku_idx;
drop index products_stock_idx;
-- A category's products, counted without reading them (the default filter reads the status).
create index products_list_category_idx on products (store_id, category_id) include (status);
drop index products_category_idx;

analyze products;
analyze product_counts;
