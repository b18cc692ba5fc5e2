import { billingInfoSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { requireStore } from '../../auth/authentication.ts';
import { STORE_NOT_FOUND, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { writeBillingInfo } from '../billing-info-store.ts';
import { businessRoutes } from '../contract.ts';

/**
 * PUT /api/business/billing with the whole billing object (spec 3 §7) → the saved data.
 * Validated with the billing page's own schema (spec 3 §5); complete data completes the setup
 * guide's 'billing' task.
 */
export function registerUpdateBillingInfoRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...businessRoutes.updateBilling,
    handler: async (request) => {
      const storeId = requireStore(request);
      const billing = validate(billingInfoSchema, request.body);
      const saved = await writeBillingInfo(db, storeId, billing);
      if (!saved) throw notFound(STORE_NOT_FOUND);
      return saved;
    },
  });
}
