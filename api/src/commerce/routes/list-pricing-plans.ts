import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { commerceRoutes } from '../contract.ts';
import { listVisiblePricingPlans } from '../plan-queries.ts';

/** GET /api/pricing-plans (public) → {plans}: the platform's visible plans, in display order. */
export function registerListPricingPlansRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.listPricingPlans,
    handler: async () => ({ plans: await listVisiblePricingPlans(db) }),
  });
}
