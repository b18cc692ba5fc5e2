import type { CurrentPlan as CurrentPlanAnswer } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { storeSubscriptionKeys } from './keys';

/** Spec 2 §3 "Current store plan": `id` is a pricing plan's uuid; `nextPlanUuid` the pending one. */
export type CurrentPlan = NonNullable<CurrentPlanAnswer['currentPlan']>;

/** `GET /store-subscriptions/current-plan` → currentPlan (null while the store has none). */
export async function getCurrentPlan(signal?: AbortSignal): Promise<CurrentPlan | null> {
  const { currentPlan } = await apiClient.get<CurrentPlanAnswer>(
    '/store-subscriptions/current-plan',
    { signal },
  );
  return currentPlan ?? null;
}

/** The signed-in store's plan, for `useQuery(currentPlanQuery(isMerchant))`. */
export const currentPlanQuery = (enabled = true) =>
  queryOptions({
    queryKey: storeSubscriptionKeys.currentPlan(),
    queryFn: ({ signal }) => getCurrentPlan(signal),
    enabled,
  });
