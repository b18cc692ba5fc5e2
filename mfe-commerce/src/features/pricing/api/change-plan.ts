import type { PlanChangeBody, PlanChangeResult } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { refreshAfterPlanChange } from './refresh-after-plan-change';

export type PlanChangeKind = 'upgrade' | 'downgrade';

export interface ChangePlanInput extends PlanChangeBody {
  /** What the preview said the change is: it picks the call. */
  kind: PlanChangeKind;
}

/**
 * `PUT /store-subscriptions/upgrade-plan` (applied now, the base-price difference charged to the
 * default card) or `PUT /store-subscriptions/downgrade-plan` (scheduled for the end of the period),
 * with the plan chosen and the plan the merchant saw as current.
 */
export function changePlan({ kind, planId, currentPlanId }: ChangePlanInput) {
  const body: PlanChangeBody = { planId, currentPlanId };
  return apiClient.put<PlanChangeResult>(`/store-subscriptions/${kind}-plan`, body);
}

/** Changes plan (spec 2 §4 "Plan change"); the store's plan is refreshed everywhere. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['change-plan'],
    mutationFn: changePlan,
    onSuccess: (result) => refreshAfterPlanChange(queryClient, result),
  });
}
