/** The cache keys of the plan card: the store's plan and the pricing plans it is joined with. */
export const planKeys = {
  all: ['plan'] as const,
  current: () => [...planKeys.all, 'current'] as const,
  pricingPlans: () => [...planKeys.all, 'pricing-plans'] as const,
};
