import type { ShippingRule, ShippingRuleList } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { shippingRuleKeys } from './keys';

/** `GET /shippings/rules` → the store's rules, cheapest first (an empty list when it has none). */
export async function listShippingRules(signal?: AbortSignal): Promise<ShippingRule[]> {
  const answer = await apiClient.get<Partial<ShippingRuleList> | null>('/shippings/rules', {
    signal,
  });
  return answer?.rules ?? [];
}

/** The store's shipping rules, for `useQuery(shippingRulesQuery())`. */
export const shippingRulesQuery = () =>
  queryOptions({
    queryKey: shippingRuleKeys.list(),
    queryFn: ({ signal }) => listShippingRules(signal),
  });
