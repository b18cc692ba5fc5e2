-- 014 an order's number of items, kept on the order: the orders list showed it from a subquery
-- that added up the order's items for each row of every page (25 index scans and sums a page,
-- more than half of the first page's execution on PostgreSQL 15 at 100,000 orders). Statement
-- triggers on order_items keep orders.items_count exact on every insert, update and delete, in
-- the same transaction (a bulk insert costs one grouped update), as 010 keeps the status counts.

alter table orders add column items_count integer not null default 0;

-- What item rows add to their orders: their quantities, by order. Trigger functions cannot hand
-- their transition tables to another function, so each one spells the update out (as 010 does).
create function orders_items_count_on_insert() returns trigger language plpgsql as $$
begin
  update orders o set items_count = o.items_count + n.quantity
  from (select store_id, order_id, sum(quantity)::int as quantity
        from new_rows group by store_id, order_id) n
  where o.store_id = n.store_id and o.id = n.order_id;
  return null;
end $$;

create function orders_items_count_on_delete() returns trigger language plpgsql as $$
begin
  update orders o set items_count = o.items_count - d.quantity
  from (select store_id, order_id, sum(quantity)::int as quantity
        from old_rows group by store_id, order_id) d
  where o.store_id = d.store_id and o.id = d.order_id;
  return null;
end $$;

-- An update may change a quantity or move an item to another order: the old rows are taken off
-- their orders and the new ones added to theirs; orders whose total does not change are skipped.
create function orders_items_count_on_update() returns trigger language plpgsql as $$
begin
  update orders o set items_count = o.items_count + x.quantity
  from (
    select store_id, order_id, sum(quantity)::int as quantity
    from (
      select store_id, order_id, -quantity as quantity from old_rows
      union all
      select store_id, order_id, quantity from new_rows
    ) changes
    group by store_id, order_id
    having sum(quantity) <> 0
  ) x
  where o.store_id = x.store_id and o.id = x.order_id;
  return null;
end $$;

create trigger order_items_count_insert after insert on order_items
  referencing new table as new_rows for each statement execute function orders_items_count_on_insert();
create trigger order_items_count_update after update on order_items
  referencing old table as old_rows new table as new_rows
  for each statement execute function orders_items_count_on_update();
create trigger order_items_count_delete after delete on order_items
  referencing old table as old_rows for each statement execute function orders_items_count_on_delete();

-- Derived data follows every write, bulk loads included (the seed runs with
-- session_replication_role = replica, which skips ordinary triggers).
alter table order_items enable always trigger order_items_count_insert;
alter table order_items enable always trigger order_items_count_update;
alter table order_items enable always trigger order_items_count_delete;

-- The items already there (databases created before this migration).
update orders o set items_count = i.quantity
from (select store_id, order_id, sum(quantity)::int as quantity
      from order_items group by store_id, order_id) i
where o.store_id = i.store_id and o.id = i.order_id;

analyze orders;
