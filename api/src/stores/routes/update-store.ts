import { storeSettingsSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { STORE_NOT_FOUND, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { storesRoutes, type StoreConfig } from '../contract.ts';

/**
 * PUT /api/store {siteName, externalWebsite, language, currency} → the saved settings (spec 3 §5,
 * §7), validated with /my-store's own schema. The site name is the store's name; the external
 * website is kept as protocol and host (null removes it, and products keep their external path,
 * which the product form then refuses to change until a website is set again).
 */
export function registerUpdateStoreRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...storesRoutes.updateStore,
    handler: async (request) => {
      const storeId = requireStore(request);
      const settings = validate(storeSettingsSchema, request.body);
      const { rows } = await db.query<StoreConfig>(
        `update stores set name = $2, external_website = $3, language = $4, currency = $5,
           updated_at = now()
         where id = $1
         returning name as "siteName", external_website as "externalWebsite", language, currency`,
        [
          storeId,
          settings.siteName,
          settings.externalWebsite ?? null,
          settings.language,
          settings.currency,
        ],
      );
      const saved = rows[0];
      if (!saved) throw notFound(STORE_NOT_FOUND);
      return saved;
    },
  });
}
