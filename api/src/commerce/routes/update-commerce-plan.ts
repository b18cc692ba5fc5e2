import { COMMERCE_MESSAGES, commercePlanSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { commercePlanStatus, updateActiveCommercePlan } from '../commerce-plan-queries.ts';
import { commerceRoutes } from '../contract.ts';

/**
 * PUT /api/commerce-plans/:id → 200 with the saved plan. The body is the whole plan modal (the
 * create call's rules). Only an active plan can be edited: an archived one is a 409.
 */
export function registerUpdateCommercePlanRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.updateCommercePlan,
    handler: async (request) => {
      const storeId = requireStore(request);
      const plan = validate(commercePlanSchema, request.body);
      const updated = await updateActiveCommercePlan(db, storeId, request.params.id, plan);
      if (updated) return updated;
      // Nothing was written: say why.
      const status = await commercePlanStatus(db, storeId, request.params.id);
      if (status === 'archived') throw conflict(COMMERCE_MESSAGES.planArchivedEdit);
      throw notFound(COMMERCE_MESSAGES.planNotFound);
    },
  });
}
