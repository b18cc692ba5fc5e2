import type { ArchiveCommercePlanBody, CommercePlan } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { commercePlanKeys } from './keys';

/** `PUT /commerce-plans/:id/archive {isArchived: true}` → the plan, archived for good. */
export function archiveCommercePlan(id: string): Promise<CommercePlan> {
  const body: ArchiveCommercePlanBody = { isArchived: true };
  return apiClient.put<CommercePlan>(`/commerce-plans/${encodeURIComponent(id)}/archive`, body);
}

/** Archives a plan (spec 2 §4: active to archived only); both tabs refetch. */
export function useArchiveCommercePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['archive-commerce-plan'],
    mutationFn: archiveCommercePlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: commercePlanKeys.all }),
  });
}
