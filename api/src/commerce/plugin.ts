import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerCurrentPlanRoute } from './routes/current-plan.ts';
import { registerListPricingPlansRoute } from './routes/list-pricing-plans.ts';

/** Commerce: the platform's pricing plans and the store's current plan. */
export async function commercePlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerListPricingPlansRoute(app, context);
  registerCurrentPlanRoute(app, context);
}
