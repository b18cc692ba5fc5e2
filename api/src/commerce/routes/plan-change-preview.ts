import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { commerceRoutes } from '../contract.ts';
import { previewPlanChange } from '../plan-change.ts';

/**
 * GET /api/store-subscriptions/plan-change-preview?planId= → what choosing the plan would do:
 * upgrade or downgrade, the charge, when it applies, the card charged and what blocks it
 * (billing, card, pending). 400 for the current plan, 404 for an unknown one.
 */
export function registerPlanChangePreviewRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.previewPlanChange,
    handler: async (request) => previewPlanChange(db, requireStore(request), request.query.planId),
  });
}
