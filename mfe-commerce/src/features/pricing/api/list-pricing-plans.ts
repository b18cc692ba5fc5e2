import type { PricingPlan, PricingPlanList } from '@platform/api/contracts';
import { apiClient, cachedGet, queryOptions } from '@platform/shared';
import { storeSubscriptionKeys } from './keys';

export type { PricingPlan };

/** `GET /store-subscriptions` → the visible pricing plans, in display order (public). */
export async function listPricingPlans(signal?: AbortSignal): Promise<PricingPlan[]> {
  const { plans } = await apiClient.get<PricingPlanList>('/store-subscriptions', { signal });
  return plans ?? [];
}

/** The pricing plans, reused for a minute, for `useQuery(pricingPlansQuery())`. */
export const pricingPlansQuery = () =>
  queryOptions({
    ...cachedGet,
    queryKey: storeSubscriptionKeys.plans(),
    queryFn: ({ signal }) => listPricingPlans(signal),
  });
