import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';

/**
 * GET /api/stores/current-plan → {currentPlan: {id, period, activeSubscribers, nextPlanUuid,
 * renewalDate} | null}. `id` is the pricing plan's uuid; subscribers are the store's clients with
 * at least one active subscription (what the plan charges for).
 */
export function registerCurrentPlanRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/stores/current-plan', async (request) => {
    const storeId = requireStore(request);
    const { rows } = await db.query<{
      id: string | null;
      period: string | null;
      nextPlanUuid: string | null;
      renewalDate: string | null;
      activeSubscribers: number;
    }>(
      `select s.current_plan_id::text as id, s.plan_period as period, s.next_plan_id::text as "nextPlanUuid",
              s.plan_renewal_date as "renewalDate",
              (select count(distinct sub.client_id) from subscriptions sub
               where sub.store_id = s.id and sub.status = 'active') as "activeSubscribers"
       from stores s where s.id = $1`,
      [storeId],
    );
    const row = rows[0];
    if (!row?.id) return { currentPlan: null };
    return {
      currentPlan: {
        id: row.id,
        period: row.period ?? 'monthly',
        activeSubscribers: Number(row.activeSubscribers),
        nextPlanUuid: row.nextPlanUuid,
        renewalDate: row.renewalDate,
      },
    };
  });
}
