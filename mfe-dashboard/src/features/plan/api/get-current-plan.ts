import type { CurrentPlan as CurrentPlanAnswer } from '@platform/api/contracts';
import { apiClient } from '@platform/shared';

/** Spec 1 §3 "Current store plan": `id` is the uuid of a pricing plan. */
export type CurrentPlan = NonNullable<CurrentPlanAnswer['currentPlan']>;

/** `GET /stores/current-plan` → currentPlan (null while the store has none). */
export async function getCurrentPlan(): Promise<CurrentPlan | null> {
  const { currentPlan } = await apiClient.get<CurrentPlanAnswer>('/stores/current-plan');
  return currentPlan ?? null;
}
