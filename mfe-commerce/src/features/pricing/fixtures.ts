import type {
  CurrentPlan,
  PlanChangePreview,
  PlanChangeResult,
  PricingPlan,
} from '@platform/api/contracts';

// Test data: the platform's plans as `GET /store-subscriptions` answers them (the seed's prices),
// and the merchant's plan, previews and change results.

export const PLAN_IDS = {
  starter: '7d1c5a10-0000-4000-8000-000000000001',
  pro: '7d1c5a10-0000-4000-8000-000000000002',
  starterAnnual: '7d1c5a10-0000-4000-8000-000000000011',
  proAnnual: '7d1c5a10-0000-4000-8000-000000000012',
} as const;

function pricingPlan(fields: Partial<PricingPlan> & Pick<PricingPlan, 'uuid' | 'name'>) {
  return {
    id: fields.uuid,
    code: fields.name.toLowerCase(),
    description: '',
    tier: 1,
    price: 0,
    basePrice: null,
    periodicity: 'monthly',
    visible: true,
    highlighted: false,
    allowCustomDomain: false,
    features: [],
    ...fields,
  } satisfies PricingPlan;
}

export const starterPlan = pricingPlan({
  uuid: PLAN_IDS.starter,
  name: 'Starter',
  tier: 1,
  price: 1590,
  description: 'Para tiendas que están comenzando.',
  features: [
    { label: 'Suscriptores y productos ilimitados', included: true, help: null },
    { label: 'Soporte por correo', included: true, help: 'Respuesta en 24 horas' },
    { label: 'Dominio personalizado', included: false, help: 'Disponible en el Plan Pro' },
  ],
});

export const proPlan = pricingPlan({
  uuid: PLAN_IDS.pro,
  name: 'Pro',
  tier: 2,
  price: 990,
  basePrice: 500_000,
  highlighted: true,
  allowCustomDomain: true,
  description: 'Para negocios consolidados.',
  features: [
    { label: 'Suscriptores y productos ilimitados', included: true, help: null },
    { label: 'Soporte por correo', included: true, help: 'Respuesta en 24 horas' },
    { label: 'Dominio personalizado', included: true, help: 'Conecta www.tutienda.cl' },
  ],
});

/** The seed: two visible monthly plans. */
export const seedPlans = (): PricingPlan[] => [starterPlan, proPlan];

/** A catalogue that also publishes annual plans of their own. */
export const plansWithAnnual = (): PricingPlan[] => [
  starterPlan,
  proPlan,
  pricingPlan({
    uuid: PLAN_IDS.starterAnnual,
    name: 'Starter Anual',
    tier: 1,
    price: 1390,
    periodicity: 'annual',
  }),
  pricingPlan({
    uuid: PLAN_IDS.proAnnual,
    name: 'Pro Anual',
    tier: 2,
    price: 890,
    basePrice: 450_000,
    periodicity: 'annual',
  }),
];

type StorePlan = NonNullable<CurrentPlan['currentPlan']>;

export function currentPlan(fields: Partial<StorePlan> = {}): CurrentPlan {
  return {
    currentPlan: {
      id: PLAN_IDS.starter,
      period: 'monthly',
      activeSubscribers: 120,
      nextPlanUuid: null,
      renewalDate: '2026-07-01',
      ...fields,
    },
  };
}

export function planChangePreview(fields: Partial<PlanChangePreview> = {}): PlanChangePreview {
  return {
    kind: 'upgrade',
    fromPlanId: PLAN_IDS.starter,
    toPlanId: PLAN_IDS.pro,
    chargeAmount: 500_000,
    effectiveDate: '2026-06-12',
    card: { cardType: 'Visa', lastFour: '4242' },
    blockedBy: [],
    ...fields,
  };
}

export function planChangeResult(
  plan: Partial<StorePlan>,
  change: Partial<PlanChangeResult['change']> = {},
): PlanChangeResult {
  return {
    currentPlan: currentPlan(plan).currentPlan,
    change: {
      kind: 'upgrade',
      chargeAmount: 0,
      effectiveDate: '2026-06-12',
      card: null,
      authorizationCode: null,
      ...change,
    },
  };
}
