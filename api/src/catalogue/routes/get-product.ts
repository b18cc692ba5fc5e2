import { CATALOGUE_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { catalogueRoutes } from '../contract.ts';
import { getProductDetail } from '../product-queries.ts';

/**
 * GET /api/products/:id — one product of the caller's store with every field of the product form
 * and a pack's items. Another store's product is a 404, as an unknown one.
 */
export function registerGetProductRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...catalogueRoutes.getProduct,
    handler: async (request) => {
      const product = await getProductDetail(db, requireStore(request), request.params.id);
      if (!product) throw notFound(CATALOGUE_MESSAGES.productNotFound);
      return product;
    },
  });
}
