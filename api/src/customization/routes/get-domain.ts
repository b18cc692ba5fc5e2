import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { requireStore } from '../../auth/authentication.ts';
import { customizationRoutes, type DomainSettings } from '../contract.ts';
import { readDomainSettings } from '../domain-store.ts';

/** GET /api/customization/domain → the caller's store's alias, custom domain and their status. */
export function registerGetDomainRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...customizationRoutes.getDomain,
    handler: async (request): Promise<DomainSettings> =>
      readDomainSettings(db, requireStore(request)),
  });
}
