import { Type, type Static } from 'typebox';

import { IsoDate, Nullable, routesOf } from '../http/contract.ts';

const route = routesOf('commerce');

// The platform's pricing plans and the plan a store is on (spec 2 "Pricing plans", spec 1 §8).

export const PricingPlanFeature = Type.Object({
  label: Type.String(),
  included: Type.Boolean(),
  help: Nullable(Type.String()),
});

export const PricingPlan = Type.Object({
  uuid: Type.String(),
  id: Type.String({ description: 'The same uuid (the spec reads both names)' }),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  tier: Type.Integer(),
  price: Type.Integer({ description: 'Pesos per active subscriber per month' }),
  basePrice: Nullable(Type.Integer({ description: 'Optional monthly minimum, pesos' })),
  periodicity: Type.Enum(['monthly', 'annual']),
  visible: Type.Boolean(),
  highlighted: Type.Boolean(),
  allowCustomDomain: Type.Boolean(),
  features: Type.Array(PricingPlanFeature),
});
export type PricingPlan = Static<typeof PricingPlan>;

export const PricingPlanList = Type.Object({ plans: Type.Array(PricingPlan) });
export type PricingPlanList = Static<typeof PricingPlanList>;

export const CurrentPlan = Type.Object({
  currentPlan: Nullable(
    Type.Object({
      id: Type.String({ description: 'The pricing plan’s uuid' }),
      period: Type.Enum(['monthly', 'annual']),
      activeSubscribers: Type.Integer({
        description: 'Clients with at least one active subscription (what the plan charges for)',
      }),
      nextPlanUuid: Nullable(Type.String()),
      renewalDate: Nullable(IsoDate),
    }),
  ),
});
export type CurrentPlan = Static<typeof CurrentPlan>;

export const commerceRoutes = {
  listPricingPlans: route('GET', '/api/pricing-plans', {
    summary: 'The platform’s visible pricing plans, in display order (public)',
    response: { 200: PricingPlanList },
  }),
  getCurrentPlan: route('GET', '/api/stores/current-plan', {
    summary: 'The store’s pricing plan, or null before it has one',
    response: { 200: CurrentPlan },
  }),
};
