import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { addCardReturnRoutes, registerStartAddCardRoute } from './routes/add-card.ts';
import { registerArchiveCommercePlanRoute } from './routes/archive-commerce-plan.ts';
import { registerCancelPlanChangeRoute } from './routes/cancel-plan-change.ts';
import { registerCreateCommercePlanRoute } from './routes/create-commerce-plan.ts';
import { registerCreateShippingRuleRoute } from './routes/create-shipping-rule.ts';
import { registerCurrentPlanRoute } from './routes/current-plan.ts';
import { registerDeleteSavedCardRoute } from './routes/delete-saved-card.ts';
import { registerDeleteShippingRuleRoute } from './routes/delete-shipping-rule.ts';
import { registerDowngradePlanRoute } from './routes/downgrade-plan.ts';
import { registerListCommercePlansRoute } from './routes/list-commerce-plans.ts';
import { registerListPricingPlansRoute } from './routes/list-pricing-plans.ts';
import { registerListSavedCardsRoute } from './routes/list-saved-cards.ts';
import { registerListShippingRulesRoute } from './routes/list-shipping-rules.ts';
import { registerPlanChangePreviewRoute } from './routes/plan-change-preview.ts';
import { registerQuoteShippingRoute } from './routes/quote-shipping.ts';
import { registerSetDefaultCardRoute } from './routes/set-default-card.ts';
import { registerStoreSubscriptionsRoutes } from './routes/store-subscriptions.ts';
import { registerUpdateCommercePlanRoute } from './routes/update-commerce-plan.ts';
import { registerUpdateShippingRuleRoute } from './routes/update-shipping-rule.ts';
import { registerUpgradePlanRoute } from './routes/upgrade-plan.ts';

/**
 * Commerce: the platform's pricing plans and the store's current plan, the store's own commerce
 * plans, its shipping rules with the checkout's shipping quote, the plan change and the saved
 * cards (with their one-click enrolment).
 */
export async function commercePlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerListPricingPlansRoute(app, context);
  registerCurrentPlanRoute(app, context);
  registerListCommercePlansRoute(app, context);
  registerCreateCommercePlanRoute(app, context);
  registerUpdateCommercePlanRoute(app, context);
  registerArchiveCommercePlanRoute(app, context);
  registerListShippingRulesRoute(app, context);
  registerCreateShippingRuleRoute(app, context);
  registerUpdateShippingRuleRoute(app, context);
  registerDeleteShippingRuleRoute(app, context);
  registerQuoteShippingRoute(app, context);
  // The platform's plan change and the saved cards it is charged to.
  registerStoreSubscriptionsRoutes(app, context);
  registerPlanChangePreviewRoute(app, context);
  registerUpgradePlanRoute(app, context);
  registerDowngradePlanRoute(app, context);
  registerCancelPlanChangeRoute(app, context);
  registerListSavedCardsRoute(app, context);
  registerSetDefaultCardRoute(app, context);
  registerDeleteSavedCardRoute(app, context);
  registerStartAddCardRoute(app, context);
  await app.register(addCardReturnRoutes, context);
}
