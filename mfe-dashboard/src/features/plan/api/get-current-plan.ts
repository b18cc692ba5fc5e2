import { apiClient } from '@platform/shared';

/** Spec 1 §3 "Current store plan": `id` is the uuid of a pricing plan. */
export interface CurrentPlan {
  id: string;
  period: string;
  activeSubscribers: number;
  nextPlanUuid?: string | null;
  renewalDate?: string | null;
}

/** `GET /stores/current-plan` → currentPlan (null while the store has none). */
export async function getCurrentPlan(): Promise<CurrentPlan | null> {
  const { currentPlan } = await apiClient.get<{ currentPlan: CurrentPlan | null }>(
    '/stores/current-plan',
  );
  return currentPlan ?? null;
}
