import type { CurrentPlan as CurrentPlanAnswer } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { planKeys } from './plan-keys';

/** Spec 1 §3 "Current store plan": `id` is the uuid of a pricing plan. */
export type CurrentPlan = NonNullable<CurrentPlanAnswer['currentPlan']>;

/** `GET /stores/current-plan` → currentPlan (null while the store has none). */
export async function getCurrentPlan(signal?: AbortSignal): Promise<CurrentPlan | null> {
  const { currentPlan } = await apiClient.get<CurrentPlanAnswer>('/stores/current-plan', {
    signal,
  });
  return currentPlan ?? null;
}

/** The store's plan, for `useQuery(currentPlanQuery())`. */
export const currentPlanQuery = () =>
  queryOptions({
    queryKey: planKeys.current(),
    queryFn: ({ signal }) => getCurrentPlan(signal),
  });
