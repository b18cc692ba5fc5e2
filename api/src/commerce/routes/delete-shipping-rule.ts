import { COMMERCE_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { commerceRoutes } from '../contract.ts';
import { deleteShippingRule } from '../shipping-rule-queries.ts';

/** DELETE /api/shippings/rules/:id → {ok: true}; a rule the store does not have is a 404. */
export function registerDeleteShippingRuleRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.deleteShippingRule,
    handler: async (request) => {
      const deleted = await deleteShippingRule(db, requireStore(request), request.params.id);
      if (!deleted) throw notFound(COMMERCE_MESSAGES.shippingRuleNotFound);
      return { ok: true as const };
    },
  });
}
