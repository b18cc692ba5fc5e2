import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { listCommercePlans } from '../commerce-plan-queries.ts';
import { commerceRoutes } from '../contract.ts';

/**
 * GET /api/commerce-plans?status → {plans}: the store's commerce plans, newest first, with their
 * subscriber counts; the plans page's tab sends the status, both are listed without it.
 */
export function registerListCommercePlansRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...commerceRoutes.listCommercePlans,
    handler: async (request) => ({
      plans: await listCommercePlans(db, requireStore(request), request.query.status),
    }),
  });
}
