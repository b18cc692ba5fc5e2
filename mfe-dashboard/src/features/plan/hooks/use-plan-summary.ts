import { useQueries } from '@platform/shared';
import { currentPlanQuery, type CurrentPlan } from '../api/get-current-plan';
import { pricingPlansQuery, type PricingPlan } from '../api/list-pricing-plans';

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

export type PlanSummaryState =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; data: PlanSummary | null };

/**
 * The plan card's data: the store's plan joined with the pricing plans. Only a failed current
 * plan is an error; failed pricing plans count as none, so the card says it has no information
 * (spec 1 §7). Either failure is logged by the client.
 */
export function usePlanSummary(): PlanSummaryState {
  return useQueries({
    queries: [currentPlanQuery(), pricingPlansQuery()],
    combine: ([current, plans]): PlanSummaryState => {
      if (current.isError) return { status: 'error' };
      if (current.isPending || plans.isPending) return { status: 'pending' };
      return { status: 'success', data: joinPlan(current.data, plans.data ?? []) };
    },
  });
}
