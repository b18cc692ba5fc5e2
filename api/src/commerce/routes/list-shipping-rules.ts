import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { commerceRoutes } from '../contract.ts';
import { listShippingRules } from '../shipping-rule-queries.ts';

/** GET /api/shippings/rules → {rules}: the store's rules, active or not, cheapest first. */
export function registerListShippingRulesRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.listShippingRules,
    handler: async (request) => ({ rules: await listShippingRules(db, requireStore(request)) }),
  });
}
