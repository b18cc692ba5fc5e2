import { CATALOGUE_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { catalogueRoutes } from '../contract.ts';
import { setProductArchived } from '../product-queries.ts';

/**
 * PUT /api/products/:id/archive {isArchived} → 200 with the product as the list shows it.
 * Archiving also hides the product from the shop; restoring (isArchived false) leaves it hidden
 * until the merchant shows it. Repeating a call changes nothing more.
 */
export function registerArchiveProductRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...catalogueRoutes.archiveProduct,
    handler: async (request) => {
      const storeId = requireStore(request);
      const product = await setProductArchived(
        db,
        storeId,
        request.params.id,
        request.body.isArchived,
      );
      if (!product) throw notFound(CATALOGUE_MESSAGES.productNotFound);
      return product;
    },
  });
}
