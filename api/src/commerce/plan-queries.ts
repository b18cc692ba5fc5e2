import type { Queryable } from '../db/index.ts';
import type { CurrentPlan, PricingPlan } from './contract.ts';

/** The platform's visible plans, in display order. */
export async function listVisiblePricingPlans(db: Queryable): Promise<PricingPlan[]> {
  const { rows } = await db.query<PricingPlan>(
    `select id::text as uuid, id::text as id, code, name, description, tier,
            price_per_subscriber as price, base_price as "basePrice", periodicity, visible, highlighted,
            allow_custom_domain as "allowCustomDomain", features
     from pricing_plans where visible order by sort_order, tier, name`,
  );
  return rows;
}

/**
 * The store's plan: `id` is the pricing plan's uuid; subscribers are the store's clients with at
 * least one active subscription (what the plan charges for).
 */
export async function readCurrentPlan(db: Queryable, storeId: string): Promise<CurrentPlan> {
  const { rows } = await db.query<{
    id: string | null;
    period: 'monthly' | 'annual' | null;
    nextPlanUuid: string | null;
    renewalDate: string | null;
    activeSubscribers: number | string;
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
}
