import { commercePlanSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { validate } from '../../http/validation.ts';
import { insertCommercePlan } from '../commerce-plan-queries.ts';
import { commerceRoutes } from '../contract.ts';

/**
 * POST /api/commerce-plans → 201 with the new plan, active. The body is the plan modal's,
 * validated with its shared schema. A copy is this same call: the modal has already added
 * " (Copia)" to the name, and the copy starts active whatever the original's status.
 */
export function registerCreateCommercePlanRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.createCommercePlan,
    handler: async (request, reply) => {
      const storeId = requireStore(request);
      const plan = validate(commercePlanSchema, request.body);
      return reply.code(201).send(await insertCommercePlan(db, storeId, plan));
    },
  });
}
