import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { requireStore } from '../../auth/authentication.ts';
import { customizationRoutes, type DomainSettings } from '../contract.ts';
import { clearCustomDomain, readDomainSettings } from '../domain-store.ts';

/**
 * DELETE /api/customization/domain/custom-domain → the domain data without a custom domain (DNS
 * and SSL back to pending). Open to every plan: a store that left Pro can still let its domain go.
 */
export function registerRemoveCustomDomainRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...customizationRoutes.removeCustomDomain,
    handler: async (request): Promise<DomainSettings> => {
      const storeId = requireStore(request);
      await clearCustomDomain(db, storeId);
      return readDomainSettings(db, storeId);
    },
  });
}
