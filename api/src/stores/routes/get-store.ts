import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { STORE_NOT_FOUND, notFound } from '../../http/errors.ts';
import { storesRoutes, type StoreConfig } from '../contract.ts';

/**
 * GET /api/store → {siteName, externalWebsite, language, currency}: the caller's store settings.
 * The product form reads externalWebsite (spec 2 §3, §5: an external path needs it).
 */
export function registerGetStoreRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...storesRoutes.getStore,
    handler: async (request) => {
      const { rows } = await db.query<StoreConfig>(
        `select name as "siteName", nullif(btrim(external_website), '') as "externalWebsite",
           language, currency
         from stores where id = $1`,
        [requireStore(request)],
      );
      const store = rows[0];
      if (!store) throw notFound(STORE_NOT_FOUND);
      return store;
    },
  });
}
