import type { ShippingRule } from '@platform/api/contracts';
import { useMutation, useQueryClient } from '@platform/shared';
import { shippingRuleKeys } from '../api/keys';
import { updateShippingRule } from '../api/update-shipping-rule';
import { unionOfCities } from '../rule-checks';

export interface MergeShippingRulesInput {
  /** The rule that already has the price: it receives the communes. */
  original: ShippingRule;
  /** The communes of the rule being created or edited. */
  cities: readonly string[];
  /** When editing: the edited rule, which is deactivated once its communes are in the original. */
  edited: ShippingRule | null;
}

/**
 * Spec 2 §4 "Merge": the original rule gets the union of both lists of communes (a PUT of the
 * whole rule); when a rule was being edited, it is then deactivated (PUT with isActive false)
 * rather than deleted, so the merchant can still look at it. The original goes first: if the
 * second call fails, no commune has lost its rule.
 */
export async function mergeShippingRules({ original, cities, edited }: MergeShippingRulesInput) {
  const merged = await updateShippingRule({
    ...original,
    cities: unionOfCities(original.cities, cities),
  });
  if (edited) await updateShippingRule({ ...edited, isActive: false });
  return merged;
}

export function useMergeShippingRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['merge-shipping-rules'],
    mutationFn: mergeShippingRules,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shippingRuleKeys.all }),
  });
}
