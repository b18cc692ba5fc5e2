import { COMMERCE_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { archiveActiveCommercePlan, commercePlanStatus } from '../commerce-plan-queries.ts';
import { commerceRoutes } from '../contract.ts';

/**
 * PUT /api/commerce-plans/:id/archive {isArchived: true} → 200 with the archived plan. Archiving
 * is irreversible: `isArchived: false` is refused with the spec's reason (400), and archiving an
 * archived plan is a 409.
 */
export function registerArchiveCommercePlanRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.archiveCommercePlan,
    handler: async (request) => {
      const storeId = requireStore(request);
      if (!request.body.isArchived) {
        throw badRequest(COMMERCE_MESSAGES.planUnarchive, {
          fields: { isArchived: COMMERCE_MESSAGES.planUnarchive },
        });
      }
      const archived = await archiveActiveCommercePlan(db, storeId, request.params.id);
      if (archived) return archived;
      const status = await commercePlanStatus(db, storeId, request.params.id);
      if (status === 'archived') throw conflict(COMMERCE_MESSAGES.planArchivedAlready);
      throw notFound(COMMERCE_MESSAGES.planNotFound);
    },
  });
}
