-- 013 packs by name: a store's packs are few (about one product in twenty at bench scale) and,
-- named "Pack …", sit together far down the name order. The products list filtered to packs
-- (`?type=pack`, name order, the screen's default) walked the name index through every product
-- before them: 3,824 rows read and thrown away for a page of 10, 2 ms a call on PostgreSQL 15,
-- a fifth of the throughput of the unfiltered list under load. A partial index holds the packs
-- alone, in the list's name order.
create index products_list_packs_idx on products (store_id, name, id)
  include (status, visible, requires_membership, stock, min_stock)
  where type = 'pack';

analyze products;
