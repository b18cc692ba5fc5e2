import type { CommercePlan, CommercePlanBody } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { commercePlanKeys } from './keys';

/** `POST /commerce-plans` → the new plan, active (201). A copy is saved with it too (spec 2 §4). */
export function createCommercePlan(body: CommercePlanBody): Promise<CommercePlan> {
  return apiClient.post<CommercePlan>('/commerce-plans', body);
}

/** Creates a plan (a new one or a copy); the lists refetch without holding the modal open. */
export function useCreateCommercePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['create-commerce-plan'],
    mutationFn: createCommercePlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: commercePlanKeys.all }),
  });
}
