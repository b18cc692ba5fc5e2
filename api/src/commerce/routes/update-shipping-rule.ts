import { COMMERCE_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { commerceRoutes } from '../contract.ts';
import { replaceShippingRule } from '../shipping-rule-queries.ts';
import { readShippingRuleBody } from './create-shipping-rule.ts';

/**
 * PUT /api/shippings/rules/:id → 200 with the saved rule. The body is the whole rule, read as the
 * create call reads it; what it leaves out takes the form's default (isActive true), not the
 * rule's current value. A merge in the screen is this call with the union of the cities.
 */
export function registerUpdateShippingRuleRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.updateShippingRule,
    handler: async (request) => {
      const storeId = requireStore(request);
      const rule = readShippingRuleBody(request.body);
      const saved = await replaceShippingRule(db, storeId, request.params.id, rule);
      if (!saved) throw notFound(COMMERCE_MESSAGES.shippingRuleNotFound);
      return saved;
    },
  });
}
