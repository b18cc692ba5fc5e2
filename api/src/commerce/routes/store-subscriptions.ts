import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { commerceRoutes } from '../contract.ts';
import { listVisiblePricingPlans, readCurrentPlan } from '../plan-queries.ts';

/**
 * The pricing page's names for two answers that exist already (spec 2 §7 "Platform pricing
 * plans"): GET /api/store-subscriptions (public) → {plans}, as GET /api/pricing-plans; and
 * GET /api/store-subscriptions/current-plan → {currentPlan}, as GET /api/stores/current-plan.
 */
export function registerStoreSubscriptionsRoutes(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.listStoreSubscriptions,
    handler: async () => ({ plans: await listVisiblePricingPlans(db) }),
  });
  app.route({
    ...commerceRoutes.getStoreSubscriptionCurrentPlan,
    handler: async (request) => readCurrentPlan(db, requireStore(request)),
  });
}
