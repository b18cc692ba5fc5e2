import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { asReply } from '../../http/json-text.ts';
import { catalogueRoutes } from '../contract.ts';
import { listProducts } from '../product-queries.ts';

/**
 * GET /api/products — the store's products, filtered, sorted and paged as the products page's URL
 * (spec 2): {data, total, page, perPage}.
 */
export function registerListProductsRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...catalogueRoutes.listProducts,
    handler: async (request) =>
      asReply(await listProducts(db, requireStore(request), request.query)),
  });
}
