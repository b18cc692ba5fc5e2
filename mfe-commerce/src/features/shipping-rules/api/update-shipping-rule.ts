import type { ShippingRule } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { shippingRuleKeys } from './keys';

/** The whole rule as the PUT sends it (spec 2 §7); the api keeps the four fields it edits. */
export type ShippingRuleUpdate = Pick<
  ShippingRule,
  'uuid' | 'type' | 'price' | 'cities' | 'isActive'
> &
  Partial<ShippingRule>;

/** `PUT /shippings/rules/{uuid}` with the full rule → the saved rule (the screen refetches). */
export function updateShippingRule(rule: ShippingRuleUpdate): Promise<ShippingRule> {
  return apiClient.put<ShippingRule>(`/shippings/rules/${encodeURIComponent(rule.uuid)}`, rule);
}

export function useUpdateShippingRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-shipping-rule'],
    mutationFn: updateShippingRule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shippingRuleKeys.all }),
  });
}
