import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { requireStore } from '../../auth/authentication.ts';
import { STORE_NOT_FOUND, notFound } from '../../http/errors.ts';
import { readBillingInfo } from '../billing-info-store.ts';
import { businessRoutes } from '../contract.ts';

/**
 * GET /api/business/billing → {businessName, rut, industry, address, city, state, zipCode,
 * billingEmail, billingPhone} of the caller's store (spec 3 §3 "Billing info", §7).
 */
export function registerGetBillingInfoRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...businessRoutes.getBilling,
    handler: async (request) => {
      const billing = await readBillingInfo(db, requireStore(request));
      if (!billing) throw notFound(STORE_NOT_FOUND);
      return billing;
    },
  });
}
