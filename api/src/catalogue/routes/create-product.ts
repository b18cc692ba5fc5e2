import {
  VALIDATION_MESSAGES,
  productSchema,
  type ProductPayload,
} from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { catalogueRoutes } from '../contract.ts';
import { checkAgainstStore, insertProduct, isSkuTaken, lockSkuChecks } from '../product-queries.ts';

const m = VALIDATION_MESSAGES.product;

/**
 * POST /api/products → 201 with the product as GET /api/products lists it. The body is the
 * product form's (spec 2 §5), validated with its shared schema; the category, the pack's
 * products and the image must be the caller's store's, and a non-empty SKU is unique in the
 * store (409). The product and its pack items are written in one transaction.
 */
export function registerCreateProductRoute(app: ApiApp, { db, publicUrl }: AppContext): void {
  app.route({
    ...catalogueRoutes.createProduct,
    handler: async (request, reply) => {
      const storeId = requireStore(request);
      const product = validate(productSchema, request.body) as ProductPayload;
      const created = await db.transaction(async (tx) => {
        const fields = await checkAgainstStore(tx, storeId, product);
        const first = Object.values(fields)[0];
        if (first) throw badRequest(first, { fields });
        if (product.sku) {
          await lockSkuChecks(tx, storeId);
          if (await isSkuTaken(tx, storeId, product.sku)) {
            throw new HttpError(409, m.skuTaken, { fields: { sku: m.skuTaken } });
          }
        }
        const imageUrl = product.uploadUuid ? `${publicUrl}/uploads/${product.uploadUuid}` : null;
        return insertProduct(tx, storeId, product, imageUrl);
      });
      return reply.code(201).send(created);
    },
  });
}
