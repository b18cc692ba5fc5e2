import { useLoad } from '../../../lib/use-load';
import { getCurrentPlan, type CurrentPlan } from '../api/get-current-plan';
import { listPricingPlans, type PricingPlan } from '../api/list-pricing-plans';

export interface PlanSummary {
  current: CurrentPlan;
  plan: PricingPlan;
  /** The plan it moves to at renewal (a scheduled downgrade), when known. */
  nextPlan: PricingPlan | null;
  /** max(minimum, active subscribers × price per subscriber). */
  estimatedCost: number;
}

/** The store's plan joined with the pricing plans; null when either side is missing. */
export function joinPlan(current: CurrentPlan | null, plans: PricingPlan[]): PlanSummary | null {
  if (!current) return null;
  const plan = plans.find((candidate) => candidate.uuid === current.id);
  if (!plan) return null;
  const nextPlan = current.nextPlanUuid
    ? (plans.find((candidate) => candidate.uuid === current.nextPlanUuid) ?? null)
    : null;
  return {
    current,
    plan,
    nextPlan,
    estimatedCost: Math.max(plan.basePrice ?? 0, current.activeSubscribers * plan.price),
  };
}

export function usePlanSummary() {
  return useLoad(
    async () => {
      const [current, plans] = await Promise.all([getCurrentPlan(), listPricingPlans()]);
      return joinPlan(current, plans);
    },
    'plan',
    'plan actual',
  );
}
