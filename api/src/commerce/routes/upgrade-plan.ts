import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { commerceRoutes } from '../contract.ts';
import { upgradePlan } from '../plan-change.ts';

/**
 * PUT /api/store-subscriptions/upgrade-plan {planId, currentPlanId} → {currentPlan, change}: moves
 * to a higher tier now, charging the difference of base prices (computed here) to the default
 * card. 409 when the plan changed meanwhile, a change is pending, billing data or a default card
 * is missing; 400 when the plan is not higher; 402 when the charge is declined (nothing changes);
 * 503 when the plan could not be applied after the charge (the charge is reversed).
 */
export function registerUpgradePlanRoute(app: ApiApp, { db, payments }: AppContext): void {
  app.route({
    ...commerceRoutes.upgradePlan,
    handler: async (request) =>
      upgradePlan(db, payments, requireStore(request), request.body, request.log),
  });
}
