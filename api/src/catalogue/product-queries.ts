import {
  CATALOGUE_MESSAGES,
  VALIDATION_MESSAGES,
  type ProductPayload,
} from '@platform/shared/validation';

import type { Queryable } from '../db/index.ts';
import { columnsSql, isoTimestampSql, type JsonText } from '../http/json-text.ts';
import { ListMemory, selectPageAsJson } from '../http/pagination.ts';
import { SqlParams, likePattern } from '../http/sql.ts';
import type {
  PackItem,
  ProductDetail,
  ProductList,
  ProductListItem,
  ProductListQuery,
  StockAdjustment,
  StockAdjustmentType,
} from './contract.ts';

const SORT_COLUMNS: Record<ProductListQuery['sortField'], string> = {
  name: 'p.name',
  price: 'p.price',
  stock: 'p.stock',
  sku: 'p.sku',
  createdAt: 'p.created_at',
};

/** A `ProductListItem` in SQL over `products p`: the list's JSON and the columns of one row. */
const PRODUCT_LIST_ITEM: Record<keyof ProductListItem, string> = {
  id: 'p.id',
  name: 'p.name',
  sku: 'p.sku',
  type: 'p.type',
  price: 'p.price',
  stock: 'p.stock',
  minStock: 'p.min_stock',
  status: 'p.status',
  isActive: 'p.visible',
  isArchived: "(p.status = 'archived')",
  categoryId: 'p.category_id',
  imageUrl: "coalesce(p.image_url, p.images->>'square_thumb')",
  requiresMembership: 'p.requires_membership',
  createdAt: isoTimestampSql('p.created_at'),
};

/** The columns of a `ProductListItem` (the create, archive and visibility calls answer with them). */
const PRODUCT_LIST_COLUMNS = columnsSql(PRODUCT_LIST_ITEM);

const MESSAGES = VALIDATION_MESSAGES.product;

/**
 * Lower case, without accents: a merchant who types 'cafe' means 'Café'. Names and SKUs are
 * folded the same way in SQL, stored in products.name_search and sku_search (migration 008:
 * translate(lower(x), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun'); lower() leaves accented capitals alone
 * in the C locale, PGlite's) with trigram indexes, so a search of three letters or more reads
 * only the rows that match.
 */
function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Totals of category and price filters and edges of deep pages, per version of the products (012). */
const remembered = new ListMemory();

/** The stock filters as the kept counts' stock states (migration 011: product_stock_state). */
const STOCK_STATES: Record<Exclude<ProductListQuery['stockStatus'], 'all'>, string> = {
  'in-stock': "('in')",
  'low-stock': "('low', 'out')",
  'out-of-stock': "('out')",
};

/**
 * One page of the store's products. Low stock means stock <= minStock (the dashboard rule). The
 * total of a list filtered only by stock, type, membership, visibility and archive comes from the
 * counts kept per store (migration 011); a search, a category or a price range is counted from its
 * index, a category or a price range once per version of the store's products (migration 012).
 */
export async function listProducts(
  db: Queryable,
  storeId: string,
  query: ProductListQuery,
): Promise<JsonText<ProductList>> {
  const params = new SqlParams();
  const store = params.add(storeId);
  const where = [`p.store_id = ${store}`];
  // the same filters over product_counts c, while they are ones it keeps
  const kept = [`c.store_id = ${store}`];
  const search = query.search?.trim();
  if (search) {
    const pattern = params.add(likePattern(foldForSearch(search)));
    where.push(`(p.name_search like ${pattern} or p.sku_search like ${pattern})`);
  }
  if (query.category) where.push(`p.category_id = ${params.add(query.category)}`);
  if (query.priceMin !== undefined) where.push(`p.price >= ${params.add(query.priceMin)}`);
  if (query.priceMax !== undefined) where.push(`p.price <= ${params.add(query.priceMax)}`);
  const countable =
    !search && !query.category && query.priceMin === undefined && query.priceMax === undefined;
  if (query.stockStatus === 'in-stock') where.push('p.stock > p.min_stock');
  if (query.stockStatus === 'low-stock') where.push('p.stock <= p.min_stock');
  if (query.stockStatus === 'out-of-stock') where.push('p.stock = 0');
  if (query.stockStatus !== 'all') kept.push(`c.stock_state in ${STOCK_STATES[query.stockStatus]}`);
  if (query.type !== 'all') {
    const type = params.add(query.type);
    where.push(`p.type = ${type}`);
    kept.push(`c.type = ${type}`);
  }
  if (query.requiresMembership !== 'all') {
    const yes = query.requiresMembership === 'yes';
    where.push(`p.requires_membership = ${yes}`);
    kept.push(`c.requires_membership = ${yes}`);
  }
  if (query.visibility !== 'all') {
    const visible = query.visibility === 'visible';
    where.push(`p.visible = ${visible}`);
    kept.push(`c.visible = ${visible}`);
  }
  if (query.archived !== 'all') {
    const archived = query.archived === 'yes';
    where.push(`p.status ${archived ? '=' : '<>'} 'archived'`);
    kept.push(`c.archived = ${archived}`);
  }

  const direction = query.sortDirection === 'desc' ? 'desc' : 'asc';
  return selectPageAsJson<ProductList>(db, {
    item: PRODUCT_LIST_ITEM,
    from: 'products p',
    where,
    // ties by name, then id (the name sort is its own tie-break)
    order: [
      { column: SORT_COLUMNS[query.sortField], direction },
      ...(query.sortField === 'name' ? [] : [{ column: 'p.name', direction: 'asc' as const }]),
      { column: 'p.id', direction: 'asc' },
    ],
    params,
    page: query.page,
    perPage: query.perPage,
    pageKey: 'p.store_id, p.id',
    // a search's matches come from its trigram indexes, wherever they fall in the order
    matchesFirst: Boolean(search),
    count: countable
      ? `select sum(c.products) from product_counts c where ${kept.join(' and ')}`
      : undefined,
    memory: {
      cache: remembered,
      version: `select v.version from list_versions v
                where v.store_id = ${store} and v.list = 'products'`,
    },
  });
}

/**
 * What only the store's data can tell: field → message, empty when the product may be saved.
 * `productId` is the product being edited (none when creating one).
 */
export async function checkAgainstStore(
  tx: Queryable,
  storeId: string,
  product: ProductPayload,
  productId?: string,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  if (productId && product.items.some((item) => item.productId.toLowerCase() === productId)) {
    fields.items = CATALOGUE_MESSAGES.packContainsItself;
    return fields;
  }
  if (product.categoryId) {
    const { rows } = await tx.query('select 1 from categories where store_id = $1 and id = $2', [
      storeId,
      product.categoryId,
    ]);
    if (!rows.length) fields.categoryId = MESSAGES.category;
  }
  if (product.items.length) {
    // A pack holds the store's own individual products, never another pack or an archived one.
    const ids = product.items.map((item) => item.productId);
    const { rows } = await tx.query<{ id: string }>(
      `select id::text as id from products
       where store_id = $1 and id = any($2::uuid[]) and type = 'product' and status = 'active'`,
      [storeId, ids],
    );
    if (rows.length !== ids.length) fields.items = MESSAGES.itemProduct;
  }
  if (product.externalUrl) {
    const { rows } = await tx.query<{ website: string | null }>(
      'select external_website as website from stores where id = $1',
      [storeId],
    );
    if (!rows[0]?.website?.trim()) fields.externalUrl = MESSAGES.externalUrlWithoutWebsite;
  }
  if (product.uploadUuid) {
    const { rows } = await tx.query(
      `select 1 from uploads where store_id = $1 and id = $2 and status = 'uploaded' and purpose = 'image'`,
      [storeId, product.uploadUuid],
    );
    if (!rows.length) fields.uploadUuid = MESSAGES.image;
  }
  return fields;
}

/** One SKU check at a time per store (until the transaction ends), so two creates cannot both pass it. */
export async function lockSkuChecks(tx: Queryable, storeId: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`product-sku:${storeId}`]);
}

/**
 * True when another product of the store already has this SKU (case and spaces aside);
 * `exceptId` is the product being edited, whose own SKU does not count.
 */
export async function isSkuTaken(
  tx: Queryable,
  storeId: string,
  sku: string,
  exceptId: string | null = null,
): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from products where store_id = $1 and lower(btrim(sku)) = lower($2)
     and ($3::uuid is null or id <> $3::uuid) limit 1`,
    [storeId, sku, exceptId],
  );
  return rows.length > 0;
}

/**
 * The product form's columns, in the order both writes list them: sku, name, description, type,
 * price, stock, min_stock, preparation_days, category_id, visible, characteristics, benefits,
 * no_shipping_required, external_url, renewal_period, delivery_frequency, periodicity,
 * requires_membership.
 */
function formColumnValues(product: ProductPayload): unknown[] {
  return [
    product.sku,
    product.name,
    product.description,
    product.type,
    product.price,
    product.stock,
    product.minStock,
    // Nothing is prepared for shipping when the product is not shipped.
    product.noShippingRequired ? 0 : product.preparationDays,
    product.categoryId,
    product.isActive,
    JSON.stringify(product.characteristics),
    JSON.stringify(product.benefits),
    product.noShippingRequired,
    product.externalUrl,
    product.renewalPeriod,
    product.deliveryFrequency,
    product.periodicity,
    product.requiresMembership,
  ];
}

/** Inserts the product and its pack items (call inside the transaction that checked them). */
export async function insertProduct(
  tx: Queryable,
  storeId: string,
  product: ProductPayload,
  imageUrl: string | null,
): Promise<ProductListItem> {
  const { rows } = await tx.query<ProductListItem>(
    `insert into products as p (store_id, sku, name, description, type, price, stock, min_stock,
       preparation_days, category_id, visible, characteristics, benefits, no_shipping_required,
       external_url, renewal_period, delivery_frequency, periodicity, requires_membership,
       image_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14, $15, $16,
       $17, $18, $19, $20)
     returning ${PRODUCT_LIST_COLUMNS}`,
    [storeId, ...formColumnValues(product), imageUrl],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into products returned no row');
  await insertPackItems(tx, storeId, row.id, product.items);
  return row;
}

const PRODUCT_DETAIL_COLUMNS = `${PRODUCT_LIST_COLUMNS}, p.description,
  p.preparation_days as "preparationDays", p.characteristics, p.benefits,
  p.no_shipping_required as "noShippingRequired", p.external_url as "externalUrl",
  p.renewal_period as "renewalPeriod", p.delivery_frequency as "deliveryFrequency", p.periodicity,
  p.updated_at as "updatedAt"`;

type ProductDetailRow = Omit<ProductDetail, 'updatedAt' | 'items'> & { updatedAt: Date };

/** One product of the store with its pack items, or null when the store has no such product. */
export async function getProductDetail(
  db: Queryable,
  storeId: string,
  productId: string,
): Promise<ProductDetail | null> {
  const { rows } = await db.query<ProductDetailRow>(
    `select ${PRODUCT_DETAIL_COLUMNS} from products p where p.store_id = $1 and p.id = $2`,
    [storeId, productId],
  );
  const row = rows[0];
  if (!row) return null;
  const items = await db.query<PackItem>(
    `select i.product_id::text as "productId", p.name, p.sku, p.price, i.quantity
     from pack_items i join products p on p.store_id = i.store_id and p.id = i.product_id
     where i.store_id = $1 and i.pack_id = $2 order by p.name, p.id`,
    [storeId, productId],
  );
  return {
    ...row,
    updatedAt: new Date(row.updatedAt).toISOString(),
    items: items.rows,
  };
}

/**
 * The product's state, locked until the transaction ends; null when the store has no such product.
 * `no key update`: a pack being saved meanwhile may still reference it (its foreign key check
 * takes a key-share lock), so the two never wait on each other in a cycle.
 */
export async function lockProduct(
  tx: Queryable,
  storeId: string,
  productId: string,
): Promise<{ status: string; type: string } | null> {
  const { rows } = await tx.query<{ status: string; type: string }>(
    'select status, type from products where store_id = $1 and id = $2 for no key update',
    [storeId, productId],
  );
  return rows[0] ?? null;
}

/** True when some pack of the store includes the product. */
export async function isInAPack(tx: Queryable, storeId: string, productId: string) {
  const { rows } = await tx.query(
    'select 1 from pack_items where store_id = $1 and product_id = $2 limit 1',
    [storeId, productId],
  );
  return rows.length > 0;
}

/**
 * The image change of an update: `keep` (the body left uploadUuid out), `remove` (null), or a
 * new image's URL.
 */
export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'set'; url: string };

/** Writes the product form over the product and replaces its pack items (inside a transaction). */
export async function updateProduct(
  tx: Queryable,
  storeId: string,
  productId: string,
  product: ProductPayload,
  image: ImageChange,
): Promise<void> {
  await tx.query(
    `update products set sku = $3, name = $4, description = $5, type = $6, price = $7, stock = $8,
       min_stock = $9, preparation_days = $10, category_id = $11, visible = $12,
       characteristics = $13::jsonb, benefits = $14::jsonb, no_shipping_required = $15,
       external_url = $16, renewal_period = $17, delivery_frequency = $18, periodicity = $19,
       requires_membership = $20,
       image_url = case $21::text when 'keep' then image_url when 'remove' then null else $22 end,
       images = case $21::text when 'keep' then images else '{}'::jsonb end,
       updated_at = now()
     where store_id = $1 and id = $2`,
    [
      storeId,
      productId,
      ...formColumnValues(product),
      image.kind,
      image.kind === 'set' ? image.url : null,
    ],
  );
  await tx.query('delete from pack_items where store_id = $1 and pack_id = $2', [
    storeId,
    productId,
  ]);
  await insertPackItems(tx, storeId, productId, product.items);
}

async function insertPackItems(
  tx: Queryable,
  storeId: string,
  packId: string,
  items: ProductPayload['items'],
): Promise<void> {
  if (!items.length) return;
  await tx.query(
    `insert into pack_items (store_id, pack_id, product_id, quantity)
     select $1, $2, item."productId", item.quantity
     from jsonb_to_recordset($3::jsonb) as item("productId" uuid, quantity integer)`,
    [storeId, packId, JSON.stringify(items)],
  );
}

/**
 * Archives (and hides) the product, or restores it (still hidden: the merchant shows it when
 * ready). Null when the store has no such product.
 */
export async function setProductArchived(
  db: Queryable,
  storeId: string,
  productId: string,
  archived: boolean,
): Promise<ProductListItem | null> {
  const { rows } = await db.query<ProductListItem>(
    `update products as p set
       status = case when $3 then 'archived' else 'active' end,
       visible = case when $3 then false else p.visible end,
       archived_at = case when $3 then coalesce(p.archived_at, now()) else null end,
       updated_at = now()
     where p.store_id = $1 and p.id = $2
     returning ${PRODUCT_LIST_COLUMNS}`,
    [storeId, productId, archived],
  );
  return rows[0] ?? null;
}

/** Shows or hides a product that is not archived; null when there is none. */
export async function setProductVisible(
  db: Queryable,
  storeId: string,
  productId: string,
  visible: boolean,
): Promise<ProductListItem | null> {
  const { rows } = await db.query<ProductListItem>(
    `update products as p set visible = $3, updated_at = now()
     where p.store_id = $1 and p.id = $2 and p.status <> 'archived'
     returning ${PRODUCT_LIST_COLUMNS}`,
    [storeId, productId, visible],
  );
  return rows[0] ?? null;
}

/** Whether the store has the product, and whether it is archived. */
export async function productState(
  db: Queryable,
  storeId: string,
  productId: string,
): Promise<{ archived: boolean; stock: number } | null> {
  const { rows } = await db.query<{ archived: boolean; stock: number }>(
    `select status = 'archived' as archived, stock from products where store_id = $1 and id = $2`,
    [storeId, productId],
  );
  return rows[0] ?? null;
}

/**
 * Adjusts the stock of a product that is not archived in one statement: the row is locked while
 * the new stock is computed from its latest value, so adjustments made at the same time apply one
 * after the other, and `subtract` stops at 0. Null when nothing was changed: no such product, an
 * archived one, or an `add` past `max`.
 */
export async function adjustStock(
  db: Queryable,
  storeId: string,
  productId: string,
  type: StockAdjustmentType,
  value: number,
  max: number,
): Promise<StockAdjustment | null> {
  const { rows } = await db.query<StockAdjustment>(
    `with previous as (
       select id, stock from products
       where store_id = $1 and id = $2 and status <> 'archived'
       for no key update
     )
     update products as p set
       stock = case $3::text
         when 'set' then $4::integer
         when 'add' then p.stock + $4::integer
         else greatest(0, p.stock - $4::integer)
       end,
       updated_at = now()
     from previous
     where p.store_id = $1 and p.id = previous.id
       and ($3::text <> 'add' or p.stock + $4::integer <= $5::integer)
     returning p.id::text as id, previous.stock as "previousStock", p.stock, p.min_stock as "minStock"`,
    [storeId, productId, type, value, max],
  );
  return rows[0] ?? null;
}

/** What the embed card shows: a visible, non-archived product of the store with that subdomain. */
export interface EmbeddedProduct {
  id: string;
  name: string;
  description: string;
  price: number;
  imageUrl: string | null;
  subdomain: string;
  primaryColor: string | null;
}

export async function findEmbeddableProduct(
  db: Queryable,
  subdomain: string,
  productId: string,
): Promise<EmbeddedProduct | null> {
  const { rows } = await db.query<EmbeddedProduct>(
    `select p.id::text as id, p.name, p.description, p.price,
       coalesce(p.image_url, p.images->>'square_thumb') as "imageUrl",
       s.subdomain, s.primary_color as "primaryColor"
     from stores s join products p on p.store_id = s.id
     where s.subdomain = $1 and p.id = $2 and p.status = 'active' and p.visible`,
    [subdomain, productId],
  );
  return rows[0] ?? null;
}

/** The store's subdomain and whether the product can be shown in an embed; null without it. */
export async function productEmbedState(
  db: Queryable,
  storeId: string,
  productId: string,
): Promise<{ subdomain: string; available: boolean } | null> {
  const { rows } = await db.query<{ subdomain: string; available: boolean }>(
    `select s.subdomain, (p.status = 'active' and p.visible) as available
     from products p join stores s on s.id = p.store_id
     where p.store_id = $1 and p.id = $2`,
    [storeId, productId],
  );
  return rows[0] ?? null;
}
