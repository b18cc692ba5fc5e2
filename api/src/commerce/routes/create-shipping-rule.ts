import { canonicalCommune } from '@platform/shared/constants';
import { COMMERCE_MESSAGES, shippingRuleSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { badRequest } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { commerceRoutes } from '../contract.ts';
import { insertShippingRule, type ShippingRuleInput } from '../shipping-rule-queries.ts';

/** How much of an unknown name the message repeats. */
const NAME_SHOWN = 60;

/**
 * A create or update body as the rule is saved: the side form's rules (`shippingRuleSchema`),
 * then every city must be one of Chile's communes. Each is saved with its official spelling
 * ('nunoa' is 'Ñuñoa'), once. Another rule listing the same communes is allowed: the screen only
 * warns of the overlap, and the quote charges the cheapest.
 */
export function readShippingRuleBody(body: unknown): ShippingRuleInput {
  const rule = validate(shippingRuleSchema, body);
  const cities: string[] = [];
  for (const city of rule.cities) {
    const commune = canonicalCommune(city);
    if (!commune) {
      const name = city.length > NAME_SHOWN ? `${city.slice(0, NAME_SHOWN)}…` : city;
      const message = COMMERCE_MESSAGES.shippingCityUnknown.replace('{name}', name);
      throw badRequest(message, { fields: { cities: message } });
    }
    if (!cities.includes(commune)) cities.push(commune);
  }
  return { price: rule.price, cities, isActive: rule.isActive };
}

/** POST /api/shippings/rules → 201 with the new rule (its uuid for the list). */
export function registerCreateShippingRuleRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.createShippingRule,
    handler: async (request, reply) => {
      const storeId = requireStore(request);
      const rule = readShippingRuleBody(request.body);
      return reply.code(201).send(await insertShippingRule(db, storeId, rule));
    },
  });
}
