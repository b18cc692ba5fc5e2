-- 008 the products list at 10,000 products a store (GET /api/products; the bench seed has them).

-- Search. What is typed and each name and SKU are folded the same way (lower case, no accents:
-- 'cafe' finds 'Café'); folding every row on every search cost ~4 µs a row, twice a call (page
-- and count). The folded text is stored, and trigram indexes find '%text%' (three letters or
-- more) without reading every row. The folding must stay the api's (foldForSearch in
-- catalogue/product-queries.ts).
alter table products
  add column name_search text not null
    generated always as (translate(lower(name), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')) stored,
  add column sku_search text not null
    generated always as (translate(lower(sku), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')) stored;

-- A trusted extension since PostgreSQL 13 (the database owner may create it); built into PGlite
-- as a contrib extension that openDatabase loads.
create extension if not exists pg_trgm;

-- Over every store (a GIN index cannot lead with the uuid without btree_gin): the rows whose text
-- matches are then filtered by store.
create index products_name_search_idx on products using gin (name_search gin_trgm_ops);
create index products_sku_search_idx on products using gin (sku_search gin_trgm_ops);

-- The default order (name, then id) with what the default filter (not archived) reads: the list
-- picks a page's ids from this index alone, so page 500 does not read 5,000 whole rows.
create index products_name_id_idx on products (store_id, name, id) include (status);
drop index products_name_idx;

-- The SKU check of every product save (isSkuTaken), instead of a scan of the store's products.
create index products_sku_key_idx on products (store_id, lower(btrim(sku)));

-- Planner statistics of the new columns for a database seeded before (PGlite has no autovacuum).
analyze products;
