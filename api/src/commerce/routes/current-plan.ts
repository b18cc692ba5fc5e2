import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { commerceRoutes } from '../contract.ts';
import { readCurrentPlan } from '../plan-queries.ts';

/** GET /api/stores/current-plan → {currentPlan: {id, period, activeSubscribers, nextPlanUuid, renewalDate} | null}. */
export function registerCurrentPlanRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.getCurrentPlan,
    handler: async (request) => readCurrentPlan(db, requireStore(request)),
  });
}
