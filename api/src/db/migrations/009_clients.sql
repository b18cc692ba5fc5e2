-- 009 the clients list at 100,000 clients a store (GET /api/clients): search, sort and page in SQL,
-- from indexes.
--
-- 1. Totals. A client's totalOrders (its orders that are not drafts) and totalSpent (the total of
--    its paid orders, paid_at set and not cancelled: the dashboard's revenue rule) are kept on the
--    client row by statement-level triggers on orders, exact on every insert, update and delete
--    (a bulk insert costs one grouped update), so sorting by them reads an index instead of adding
--    up every order of the store on every call.
-- 2. Search. Name, e-mail, phone and RUT folded the way the api folds what is typed (lower case,
--    no accents: foldForSearch in operations/client-queries.ts), stored with a trigram index
--    (pg_trgm, migration 008), so '%text%' of three letters or more reads only the rows that match.
-- 3. Sort. The list's orders, each ending with the id (a stable order from page to page), with the
--    status so the status filter is read from the same index.

alter table clients
  add column total_orders integer not null default 0,
  add column total_spent bigint not null default 0,
  -- the name as the list shows it, folded: sorts 'Álvarez' with the A's whatever the collation
  add column name_search text not null
    generated always as (
      translate(lower(rtrim(first_name || ' ' || last_name)), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')
    ) stored,
  -- one line per field, so a search never matches across two fields; the RUT also without its hyphen
  add column search_text text not null
    generated always as (
      translate(
        lower(
          first_name || ' ' || last_name || E'\n' || email || E'\n' || coalesce(phone, '') || E'\n'
            || coalesce(rut, '') || E'\n' || coalesce(replace(rut, '-', ''), '')
        ),
        'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun'
      )
    ) stored;

-- What order rows add to their client: +1 order when not a draft, + the total when paid and not
-- cancelled. Trigger functions cannot hand their transition tables to another function, so each
-- one spells the query out (as migration 005 does).
create function client_totals_on_insert() returns trigger language plpgsql as $$
begin
  update clients c
  set total_orders = c.total_orders + d.orders, total_spent = c.total_spent + d.spent
  from (
    select n.store_id, n.client_id,
           count(*) filter (where n.status <> 'draft') as orders,
           coalesce(sum(n.total_amount) filter (where n.paid_at is not null and n.status <> 'cancelled'), 0)::bigint as spent
    from new_rows n
    group by n.store_id, n.client_id
  ) d
  where c.store_id = d.store_id and c.id = d.client_id and (d.orders <> 0 or d.spent <> 0);
  return null;
end $$;

create function client_totals_on_delete() returns trigger language plpgsql as $$
begin
  update clients c
  set total_orders = c.total_orders - d.orders, total_spent = c.total_spent - d.spent
  from (
    select o.store_id, o.client_id,
           count(*) filter (where o.status <> 'draft') as orders,
           coalesce(sum(o.total_amount) filter (where o.paid_at is not null and o.status <> 'cancelled'), 0)::bigint as spent
    from old_rows o
    group by o.store_id, o.client_id
  ) d
  where c.store_id = d.store_id and c.id = d.client_id and (d.orders <> 0 or d.spent <> 0);
  return null;
end $$;

-- An update takes the old row's share from its client and gives the new row's to its client (the
-- same one, unless the order changed hands). Rows whose counted columns did not change are skipped.
create function client_totals_on_update() returns trigger language plpgsql as $$
begin
  update clients c
  set total_orders = c.total_orders + d.orders, total_spent = c.total_spent + d.spent
  from (
    select x.store_id, x.client_id, sum(x.orders) as orders, sum(x.spent)::bigint as spent
    from (
      with changed as (
        select o.store_id, o.client_id as old_client, o.status as old_status,
               o.paid_at as old_paid_at, o.total_amount as old_total,
               n.client_id as new_client, n.status as new_status,
               n.paid_at as new_paid_at, n.total_amount as new_total
        from old_rows o join new_rows n on n.store_id = o.store_id and n.id = o.id
        where (o.client_id, o.status, o.paid_at, o.total_amount)
              is distinct from (n.client_id, n.status, n.paid_at, n.total_amount)
      )
      select store_id, old_client as client_id,
             -(old_status <> 'draft')::int as orders,
             -(case when old_paid_at is not null and old_status <> 'cancelled' then old_total else 0 end) as spent
      from changed
      union all
      select store_id, new_client,
             (new_status <> 'draft')::int,
             case when new_paid_at is not null and new_status <> 'cancelled' then new_total else 0 end
      from changed
    ) x
    group by x.store_id, x.client_id
    having sum(x.orders) <> 0 or sum(x.spent) <> 0
  ) d
  where c.store_id = d.store_id and c.id = d.client_id;
  return null;
end $$;

create trigger orders_client_totals_insert after insert on orders
  referencing new table as new_rows for each statement execute function client_totals_on_insert();
create trigger orders_client_totals_update after update on orders
  referencing old table as old_rows new table as new_rows
  for each statement execute function client_totals_on_update();
create trigger orders_client_totals_delete after delete on orders
  referencing old table as old_rows for each statement execute function client_totals_on_delete();

-- Derived data must follow every write, bulk loads included (the seed runs with
-- session_replication_role = replica, which skips ordinary triggers).
alter table orders enable always trigger orders_client_totals_insert;
alter table orders enable always trigger orders_client_totals_update;
alter table orders enable always trigger orders_client_totals_delete;

-- The orders already there (databases created before this migration).
update clients c
set total_orders = t.orders, total_spent = t.spent
from (
  select o.store_id, o.client_id,
         count(*) filter (where o.status <> 'draft') as orders,
         coalesce(sum(o.total_amount) filter (where o.paid_at is not null and o.status <> 'cancelled'), 0)::bigint as spent
  from orders o
  group by o.store_id, o.client_id
) t
where c.store_id = t.store_id and c.id = t.client_id;

create extension if not exists pg_trgm;

-- Over every store (as products' search, migration 008): the matching rows are then filtered by store.
create index clients_search_idx on clients using gin (search_text gin_trgm_ops);

-- The four sorts. The list picks a page's ids from one of these alone (status included for its
-- filter), so page 5,000 does not read 50,000 whole rows. The first replaces clients_created_idx
-- (the client indicators' range counts read it the same way).
create index clients_created_id_idx on clients (store_id, created_at, id) include (status);
create index clients_name_search_idx on clients (store_id, name_search, id) include (status);
create index clients_total_spent_idx on clients (store_id, total_spent, id) include (status);
create index clients_total_orders_idx on clients (store_id, total_orders, id) include (status);
drop index clients_created_idx;

-- Planner statistics of the new columns for a database seeded before (PGlite has no autovacuum).
analyze clients;
