import type { CancelPlanChangeBody, PlanChangeResult } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { refreshAfterPlanChange } from './refresh-after-plan-change';

/** `PUT /store-subscriptions/cancel-plan-change {cancelNextPlan: true}`: drops the pending plan. */
export function cancelPlanChange(): Promise<PlanChangeResult> {
  const body: CancelPlanChangeBody = { cancelNextPlan: true };
  return apiClient.put<PlanChangeResult>('/store-subscriptions/cancel-plan-change', body);
}

/** Cancels the scheduled downgrade; the store's plan is refreshed everywhere. */
export function useCancelPlanChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cancel-plan-change'],
    mutationFn: cancelPlanChange,
    onSuccess: (result) => refreshAfterPlanChange(queryClient, result),
  });
}
