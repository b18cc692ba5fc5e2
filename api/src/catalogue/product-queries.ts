import { VALIDATION_MESSAGES, type ProductPayload } from '@platform/shared/validation';

import type { Queryable } from '../db/index.ts';
import { selectPage } from '../http/pagination.ts';
import { SqlParams, likePattern } from '../http/sql.ts';
import type { ProductList, ProductListItem, ProductListQuery } from './contract.ts';

const SORT_COLUMNS: Record<ProductListQuery['sortField'], string> = {
  name: 'p.name',
  price: 'p.price',
  stock: 'p.stock',
  sku: 'p.sku',
  createdAt: 'p.created_at',
};

/** The columns of a `ProductListItem` over `products p` (the create call answers with them too). */
const PRODUCT_LIST_COLUMNS = `p.id::text as id, p.name, p.sku, p.type, p.price, p.stock,
  p.min_stock as "minStock", p.status, p.visible as "isActive", (p.status = 'archived') as "isArchived",
  p.category_id::text as "categoryId", coalesce(p.image_url, p.images->>'square_thumb') as "imageUrl",
  p.requires_membership as "requiresMembership", p.created_at as "createdAt"`;

const MESSAGES = VALIDATION_MESSAGES.product;

type ProductListRow = Omit<ProductListItem, 'createdAt'> & { createdAt: Date };

function toProductListItem(row: ProductListRow): ProductListItem {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

/** One page of the store's products. Low stock means stock <= minStock (the dashboard rule). */
export async function listProducts(
  db: Queryable,
  storeId: string,
  query: ProductListQuery,
): Promise<ProductList> {
  const params = new SqlParams();
  const where = [`p.store_id = ${params.add(storeId)}`];
  const search = query.search?.trim();
  if (search) {
    const pattern = params.add(likePattern(search));
    where.push(`(p.name ilike ${pattern} or p.sku ilike ${pattern})`);
  }
  if (query.category) where.push(`p.category_id = ${params.add(query.category)}`);
  if (query.priceMin !== undefined) where.push(`p.price >= ${params.add(query.priceMin)}`);
  if (query.priceMax !== undefined) where.push(`p.price <= ${params.add(query.priceMax)}`);
  if (query.stockStatus === 'in-stock') where.push('p.stock > p.min_stock');
  if (query.stockStatus === 'low-stock') where.push('p.stock <= p.min_stock');
  if (query.stockStatus === 'out-of-stock') where.push('p.stock = 0');
  if (query.type !== 'all') where.push(`p.type = ${params.add(query.type)}`);
  if (query.requiresMembership !== 'all')
    where.push(`p.requires_membership = ${query.requiresMembership === 'yes'}`);
  if (query.visibility !== 'all') where.push(`p.visible = ${query.visibility === 'visible'}`);
  if (query.archived !== 'all')
    where.push(`p.status ${query.archived === 'yes' ? '=' : '<>'} 'archived'`);

  const direction = query.sortDirection === 'desc' ? 'desc' : 'asc';
  const { rows, total } = await selectPage<ProductListRow>(db, {
    columns: PRODUCT_LIST_COLUMNS,
    from: 'products p',
    where,
    orderBy: `${SORT_COLUMNS[query.sortField]} ${direction}, p.name asc, p.id asc`,
    params,
    page: query.page,
    perPage: query.perPage,
  });
  return { data: rows.map(toProductListItem), total, page: query.page, perPage: query.perPage };
}

/** What only the store's data can tell: field → message, empty when the product may be saved. */
export async function checkAgainstStore(
  tx: Queryable,
  storeId: string,
  product: ProductPayload,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
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
      `select 1 from uploads where store_id = $1 and id = $2 and status = 'uploaded'`,
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

/** True when another product of the store already has this SKU (case and spaces aside). */
export async function isSkuTaken(tx: Queryable, storeId: string, sku: string): Promise<boolean> {
  const { rows } = await tx.query(
    'select 1 from products where store_id = $1 and lower(btrim(sku)) = lower($2) limit 1',
    [storeId, sku],
  );
  return rows.length > 0;
}

/** Inserts the product and its pack items (call inside the transaction that checked them). */
export async function insertProduct(
  tx: Queryable,
  storeId: string,
  product: ProductPayload,
  imageUrl: string | null,
): Promise<ProductListItem> {
  const { rows } = await tx.query<ProductListRow>(
    `insert into products as p (store_id, sku, name, description, type, price, stock, min_stock,
       preparation_days, category_id, visible, image_url, characteristics, benefits,
       no_shipping_required, external_url, renewal_period, delivery_frequency, periodicity,
       requires_membership)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14::jsonb, $15, $16,
       $17, $18, $19, $20)
     returning ${PRODUCT_LIST_COLUMNS}`,
    [
      storeId,
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
      imageUrl,
      JSON.stringify(product.characteristics),
      JSON.stringify(product.benefits),
      product.noShippingRequired,
      product.externalUrl,
      product.renewalPeriod,
      product.deliveryFrequency,
      product.periodicity,
      product.requiresMembership,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into products returned no row');
  if (product.items.length) {
    await tx.query(
      `insert into pack_items (store_id, pack_id, product_id, quantity)
       select $1, $2, item."productId", item.quantity
       from jsonb_to_recordset($3::jsonb) as item("productId" uuid, quantity integer)`,
      [storeId, row.id, JSON.stringify(product.items)],
    );
  }
  return toProductListItem(row);
}
