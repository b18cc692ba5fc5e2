import {
  CATALOGUE_MESSAGES,
  VALIDATION_MESSAGES,
  productSchema,
  type ProductPayload,
} from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { catalogueRoutes } from '../contract.ts';
import {
  checkAgainstStore,
  getProductDetail,
  isInAPack,
  isSkuTaken,
  lockProduct,
  lockSkuChecks,
  updateProduct,
  type ImageChange,
} from '../product-queries.ts';

const m = VALIDATION_MESSAGES.product;

/**
 * PUT /api/products/:id → 200 with the saved product (as GET /api/products/:id). The body is the
 * create call's, plus the id: the same form rules, the same checks against the store, a SKU
 * unique among the store's other products (409). uploadUuid: a new image, null removes it, left
 * out keeps it. An archived product cannot be edited (409). One transaction: the product and its
 * pack items change together or not at all.
 */
export function registerUpdateProductRoute(app: ApiApp, { db, publicUrl }: AppContext): void {
  app.route({
    ...catalogueRoutes.updateProduct,
    handler: async (request) => {
      const storeId = requireStore(request);
      const id = request.params.id.toLowerCase();
      const body = request.body;
      if (body.id && body.id.toLowerCase() !== id) {
        throw badRequest(CATALOGUE_MESSAGES.productIdMismatch);
      }
      const product = validate(productSchema, body) as ProductPayload;
      const image: ImageChange = !('uploadUuid' in body)
        ? { kind: 'keep' }
        : product.uploadUuid
          ? { kind: 'set', url: `${publicUrl}/uploads/${product.uploadUuid}` }
          : { kind: 'remove' };
      await db.transaction(async (tx) => {
        const current = await lockProduct(tx, storeId, id);
        if (!current) throw notFound(CATALOGUE_MESSAGES.productNotFound);
        if (current.status === 'archived') {
          throw new HttpError(409, CATALOGUE_MESSAGES.productArchivedEdit);
        }
        const fields = await checkAgainstStore(tx, storeId, product, id);
        // A pack holds individual products only, so a product inside one stays a product.
        if (
          product.type === 'pack' &&
          current.type !== 'pack' &&
          (await isInAPack(tx, storeId, id))
        ) {
          fields.type = CATALOGUE_MESSAGES.packInsidePack;
        }
        const first = Object.values(fields)[0];
        if (first) throw badRequest(first, { fields });
        if (product.sku) {
          await lockSkuChecks(tx, storeId);
          if (await isSkuTaken(tx, storeId, product.sku, id)) {
            throw new HttpError(409, m.skuTaken, { fields: { sku: m.skuTaken } });
          }
        }
        await updateProduct(tx, storeId, id, product, image);
      });
      const saved = await getProductDetail(db, storeId, id);
      if (!saved) throw notFound(CATALOGUE_MESSAGES.productNotFound);
      return saved;
    },
  });
}
