import type { ShippingRule, ShippingRuleBody } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { shippingRuleKeys } from './keys';

/** `POST /shippings/rules` with `{ type, price, cities, isActive }` → the new rule (201). */
export function createShippingRule(body: ShippingRuleBody): Promise<ShippingRule> {
  return apiClient.post<ShippingRule>('/shippings/rules', body);
}

export function useCreateShippingRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['create-shipping-rule'],
    mutationFn: createShippingRule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shippingRuleKeys.all }),
  });
}
