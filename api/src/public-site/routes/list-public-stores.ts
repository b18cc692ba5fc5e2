import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { publicSiteRoutes } from '../contract.ts';
import { listPublicStores } from '../public-stores.ts';

/**
 * GET /api/public/stores?search&category&featured&partner (public) — the public store catalogue
 * (/tiendas) and the partner showcase (/partners, the landing carousel), in catalogue order.
 * `category` is one of the partner categories ('Todas' = any); `featured` / `partner` = true keep
 * only featured stores / partners.
 */
export function registerListPublicStoresRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...publicSiteRoutes.listPublicStores,
    handler: async (request) => listPublicStores(db, request.query),
  });
}
