import type { CommercePlan, CommercePlanBody } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { commercePlanKeys } from './keys';

export interface UpdateCommercePlanInput {
  id: string;
  body: CommercePlanBody;
}

/** `PUT /commerce-plans/:id` → the plan as saved. Only active plans can be updated (spec 2 §4). */
export function updateCommercePlan({ id, body }: UpdateCommercePlanInput): Promise<CommercePlan> {
  return apiClient.put<CommercePlan>(`/commerce-plans/${encodeURIComponent(id)}`, body);
}

/** Updates a plan; the lists refetch without holding the modal open. */
export function useUpdateCommercePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-commerce-plan'],
    mutationFn: updateCommercePlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: commercePlanKeys.all }),
  });
}
