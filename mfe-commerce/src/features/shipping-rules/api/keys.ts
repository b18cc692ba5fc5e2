/**
 * The cache keys of the store's shipping rules. They start with the api resource
 * (`/shippings/rules`), so any change invalidates `shippingRuleKeys.all` and every reader refetches.
 */
export const shippingRuleKeys = {
  all: ['shippings', 'rules'] as const,
  /** `GET /shippings/rules`: every rule, cheapest first. */
  list: () => [...shippingRuleKeys.all, 'list'] as const,
};
