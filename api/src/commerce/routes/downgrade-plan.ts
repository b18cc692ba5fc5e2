import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { commerceRoutes } from '../contract.ts';
import { downgradePlan } from '../plan-change.ts';

/**
 * PUT /api/store-subscriptions/downgrade-plan {planId, currentPlanId} → {currentPlan, change}: the
 * lower tier becomes the pending plan (nextPlanUuid) from the renewal date; the current plan
 * stays until then. The same refusals as the upgrade (400 when the plan is not lower).
 */
export function registerDowngradePlanRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.downgradePlan,
    handler: async (request) => downgradePlan(db, requireStore(request), request.body),
  });
}
