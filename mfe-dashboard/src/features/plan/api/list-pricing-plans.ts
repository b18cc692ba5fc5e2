import type { PricingPlan as PricingPlanAnswer, PricingPlanList } from '@platform/api/contracts';
import { apiClient, cachedGet, queryOptions } from '@platform/shared';
import { planKeys } from './plan-keys';

/** What the plan card reads of a pricing plan (spec 1 §3 "Pricing plan"). */
export type PricingPlan = Pick<
  PricingPlanAnswer,
  'uuid' | 'name' | 'price' | 'basePrice' | 'allowCustomDomain'
>;

/** `GET /pricing-plans` → plans. */
export async function listPricingPlans(signal?: AbortSignal): Promise<PricingPlan[]> {
  const { plans } = await apiClient.get<PricingPlanList>('/pricing-plans', { signal });
  return plans ?? [];
}

/** The pricing plans, reused for a minute, for `useQuery(pricingPlansQuery())`. */
export const pricingPlansQuery = () =>
  queryOptions({
    ...cachedGet,
    queryKey: planKeys.pricingPlans(),
    queryFn: ({ signal }) => listPricingPlans(signal),
  });
