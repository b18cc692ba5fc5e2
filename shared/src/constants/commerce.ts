/**
 * Commercial setup constants of spec 2 §5 and §9: the merchant's commerce plans, shipping rules,
 * payment-method options and the pricing calculator. Pure data: the screens and the api read the
 * same numbers.
 */

/** How often a commerce plan delivers: Semanal, Quincenal, Mensual. */
export const DELIVERY_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type DeliveryFrequency = (typeof DELIVERY_FREQUENCIES)[number];

export const COMMERCE_PLAN_STATUSES = ['active', 'archived'] as const;
export type CommercePlanStatus = (typeof COMMERCE_PLAN_STATUSES)[number];

/** Spec 2 §5 "Commerce plan" and §9: the default price range is 0 to 7,000,000 CLP. */
export const COMMERCE_PLAN = {
  nameMaxLength: 30,
  descriptionMaxLength: 300,
  benefitMaxLength: 50,
  /** Benefits (and excluded benefits) a plan may list: the card shows them all. */
  benefitsMax: 20,
  priceMin: 0,
  priceMax: 7_000_000,
  copySuffix: ' (Copia)',
} as const;

/** Spec 2 §5 "Shipping rule" and §9: a fixed price from 100 to 1,000,000 for a list of communes. */
export const SHIPPING_RULE = {
  types: ['fixed_price'] as const,
  priceMin: 100,
  priceMax: 1_000_000,
} as const;
export type ShippingRuleType = (typeof SHIPPING_RULE.types)[number];

/** Spec 2 §3 "Payment method options" and §9: both enabled by default. */
export const PAYMENT_METHOD_OPTIONS = [
  { id: 'webpay_credit', feePercent: 2, enabledByDefault: true },
  { id: 'bank_transfer', feePercent: 1, enabledByDefault: true },
] as const;
export type PaymentMethodOptionId = (typeof PAYMENT_METHOD_OPTIONS)[number]['id'];

/** Spec 2 §9 "Pricing calculator". */
export const PRICING_CALCULATOR = {
  sliderMin: 1,
  sliderMax: 100,
  /** Subscribers per slider step: the slider maps 1..100 to 10..1,000 subscribers. */
  subscribersPerStep: 10,
  /** Annual billing multiplies the monthly subscriber charge by 12. */
  monthsPerYear: 12,
  /** The spec's break-even between Starter and Pro (where Pro's usage reaches its minimum). */
  scenarioBreakEvenSubscribers: 505,
} as const;

export interface PricedPlan {
  /** Pesos per subscriber per month. */
  price: number;
  /** Optional monthly minimum. */
  basePrice: number | null;
}

/**
 * What a plan costs for `subscribers` (spec 2 §9): the greater of its minimum and the subscribers
 * times its price; annual billing counts 12 months of both. `minimumApplies` drives the note
 * "*Se aplica el costo mínimo del plan".
 */
export function planCost(
  plan: PricedPlan,
  subscribers: number,
  period: 'monthly' | 'annual' = 'monthly',
): { cost: number; minimumApplies: boolean } {
  const months = period === 'annual' ? PRICING_CALCULATOR.monthsPerYear : 1;
  const usage = subscribers * plan.price * months;
  const minimum = (plan.basePrice ?? 0) * months;
  return minimum > usage
    ? { cost: minimum, minimumApplies: true }
    : { cost: usage, minimumApplies: false };
}

/**
 * The charge of an upgrade (spec 2 §4 "Plan change"): the difference of the base prices, never
 * negative. The api charges it; the plan-change dialog shows the api's own figure.
 */
export function upgradeCharge(from: PricedPlan, to: PricedPlan): number {
  return Math.max(0, (to.basePrice ?? 0) - (from.basePrice ?? 0));
}
