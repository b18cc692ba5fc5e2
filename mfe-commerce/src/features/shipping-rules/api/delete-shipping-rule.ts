import type { Ok } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { shippingRuleKeys } from './keys';

/** `DELETE /shippings/rules/{uuid}` → `{ ok: true }`. */
export function deleteShippingRule(uuid: string): Promise<Ok> {
  return apiClient.delete<Ok>(`/shippings/rules/${encodeURIComponent(uuid)}`);
}

export function useDeleteShippingRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['delete-shipping-rule'],
    mutationFn: deleteShippingRule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shippingRuleKeys.all }),
  });
}
