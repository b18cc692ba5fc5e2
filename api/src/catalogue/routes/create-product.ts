import {
  VALIDATION_MESSAGES,
  productSchema,
  type ProductPayload,
} from '@platform/shared/validation';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { Queryable } from '../../db/index.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import {
  PRODUCT_LIST_COLUMNS,
  toProductListItem,
  type ProductListItem,
  type ProductListRow,
} from './list-products.ts';

const m = VALIDATION_MESSAGES.product;

/** What only the store's data can tell: field → message, empty when the product may be saved. */
async function checkAgainstStore(
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
    if (!rows.length) fields.categoryId = m.category;
  }
  if (product.items.length) {
    // A pack holds the store's own individual products, never another pack or an archived one.
    const ids = product.items.map((item) => item.productId);
    const { rows } = await tx.query<{ id: string }>(
      `select id::text as id from products
       where store_id = $1 and id = any($2::uuid[]) and type = 'product' and status = 'active'`,
      [storeId, ids],
    );
    if (rows.length !== ids.length) fields.items = m.itemProduct;
  }
  if (product.externalUrl) {
    const { rows } = await tx.query<{ website: string | null }>(
      'select external_website as website from stores where id = $1',
      [storeId],
    );
    if (!rows[0]?.website?.trim()) fields.externalUrl = m.externalUrlWithoutWebsite;
  }
  if (product.uploadUuid) {
    const { rows } = await tx.query(
      `select 1 from uploads where store_id = $1 and id = $2 and status = 'uploaded'`,
      [storeId, product.uploadUuid],
    );
    if (!rows.length) fields.uploadUuid = m.image;
  }
  return fields;
}

/** True when another product of the store already has this SKU (case and spaces aside). */
async function isSkuTaken(tx: Queryable, storeId: string, sku: string): Promise<boolean> {
  const { rows } = await tx.query(
    'select 1 from products where store_id = $1 and lower(btrim(sku)) = lower($2) limit 1',
    [storeId, sku],
  );
  return rows.length > 0;
}

/**
 * POST /api/products → 201 with the product as GET /api/products lists it. The body is the
 * product form's (spec 2 §5), validated with its shared schema; the category, the pack's
 * products and the image must be the caller's store's, and a non-empty SKU is unique in the
 * store (409). The product and its pack items are written in one transaction.
 */
export function registerCreateProductRoute(
  app: FastifyInstance,
  { db, publicUrl }: AppContext,
): void {
  app.post('/api/products', async (request, reply) => {
    const storeId = requireStore(request);
    const product = validate(productSchema, request.body) as ProductPayload;

    const created = await db.transaction(async (tx): Promise<ProductListItem> => {
      const fields = await checkAgainstStore(tx, storeId, product);
      const first = Object.values(fields)[0];
      if (first) throw badRequest(first, { fields });
      if (product.sku) {
        // One SKU check at a time per store, so two concurrent creates cannot both pass it.
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`product-sku:${storeId}`]);
        if (await isSkuTaken(tx, storeId, product.sku)) {
          throw new HttpError(409, m.skuTaken, { fields: { sku: m.skuTaken } });
        }
      }
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
          product.uploadUuid ? `${publicUrl}/uploads/${product.uploadUuid}` : null,
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
    });
    return reply.code(201).send(created);
  });
}
