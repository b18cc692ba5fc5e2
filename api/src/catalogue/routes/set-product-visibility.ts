import { CATALOGUE_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { catalogueRoutes } from '../contract.ts';
import { productState, setProductVisible } from '../product-queries.ts';

/**
 * PUT /api/products/:id/visibility {isActive} → 200 with the product as the list shows it. An
 * archived product has no visibility action (spec 2 §4): 409.
 */
export function registerSetProductVisibilityRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...catalogueRoutes.setProductVisibility,
    handler: async (request) => {
      const storeId = requireStore(request);
      const { id } = request.params;
      const product = await setProductVisible(db, storeId, id, request.body.isActive);
      if (product) return product;
      const state = await productState(db, storeId, id);
      if (!state) throw notFound(CATALOGUE_MESSAGES.productNotFound);
      throw new HttpError(409, CATALOGUE_MESSAGES.productArchivedVisibility);
    },
  });
}
