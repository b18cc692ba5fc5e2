import { canonicalCommune } from '@platform/shared/constants';
import { COMMERCE_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import { commerceRoutes } from '../contract.ts';
import { quoteShipping } from '../shipping-rule-queries.ts';

/**
 * GET /api/public/stores/:subdomain/shipping-quote?commune → {commune, price, ruleId}: what the
 * checkout charges to ship to a commune (written with any case or accents), the cheapest active
 * rule of the published store that lists it. No token. An unknown commune, a commune no active
 * rule lists and a store that does not exist or is not published get the same 404, so the answer
 * tells nothing about stores that are not open.
 */
export function registerQuoteShippingRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.quoteShipping,
    preHandler: limitRequests(app, { name: 'quote-shipping', max: 300, windowMs: 60_000 }),
    handler: async (request) => {
      const commune = canonicalCommune(request.query.commune);
      const quote = commune ? await quoteShipping(db, request.params.subdomain, commune) : null;
      if (!quote) throw notFound(COMMERCE_MESSAGES.shippingNoRuleForCommune);
      return quote;
    },
  });
}
