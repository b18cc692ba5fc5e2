import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { commerceRoutes } from '../contract.ts';
import { cancelPlanChange } from '../plan-change.ts';

/**
 * PUT /api/store-subscriptions/cancel-plan-change {cancelNextPlan: true} → {currentPlan, change}:
 * drops the pending plan. 409 when there is none.
 */
export function registerCancelPlanChangeRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.cancelPlanChange,
    handler: async (request) => cancelPlanChange(db, requireStore(request)),
  });
}
