import { planCost, PRICING_CALCULATOR } from '@platform/shared/constants';
import type { PricingPlan } from './api/list-pricing-plans';

/**
 * The pricing page's arithmetic (spec 2 §9 "Pricing calculator"), pure so the cards, the
 * calculator and the scenarios agree and are tested once. Every cost comes from `planCost`.
 */

export type BillingPeriod = 'monthly' | 'annual';

/** What the grid shows for a period, and whether it borrowed the monthly plans to do so. */
export interface PeriodPlans {
  plans: PricingPlan[];
  /**
   * True when the api has no plan of that periodicity and the monthly plans are shown billed
   * for 12 months (the calculator's own rule for annual billing).
   */
  derivedFromMonthly: boolean;
}

/**
 * The plans of one billing period, in the api's display order. The api may publish annual plans of
 * their own; when it publishes none (the seed has only monthly ones), the annual view shows the
 * monthly plans with annual amounts rather than an empty page.
 */
export function plansForPeriod(plans: PricingPlan[], period: BillingPeriod): PeriodPlans {
  const own = plans.filter((plan) => plan.periodicity === period);
  if (own.length > 0 || period === 'monthly') return { plans: own, derivedFromMonthly: false };
  return {
    plans: plans.filter((plan) => plan.periodicity === 'monthly'),
    derivedFromMonthly: true,
  };
}

/** Spec 2 §2: the grid has 3 columns for monthly billing and 2 for annual. */
export const GRID_COLUMNS: Record<BillingPeriod, number> = { monthly: 3, annual: 2 };

/**
 * Whether the grid's last row has a free column. The page fills it with the advice card (a link
 * to contact and help) instead of leaving a hole: with the seed's two monthly plans the monthly
 * grid reads Starter, Pro, advice; the annual grid's two plans fill their row and show no card.
 */
export function hasFreeColumn(planCount: number, period: BillingPeriod): boolean {
  return planCount > 0 && planCount % GRID_COLUMNS[period] !== 0;
}

export const MONTHS_PER_PERIOD: Record<BillingPeriod, number> = {
  monthly: 1,
  annual: PRICING_CALCULATOR.monthsPerYear,
};

/** The slider's position (1 to 100) as subscribers (10 to 1,000). */
export function subscribersAt(sliderValue: number): number {
  const { sliderMin, sliderMax, subscribersPerStep } = PRICING_CALCULATOR;
  const clamped = Math.min(sliderMax, Math.max(sliderMin, Math.round(sliderValue)));
  return clamped * subscribersPerStep;
}

export interface PlanQuote {
  plan: PricingPlan;
  /** What the plan costs for the subscribers over the period: the greater of minimum and usage. */
  cost: number;
  /** Subscribers times the price over the period, before the minimum. */
  usage: number;
  /** The minimum is what is charged: the note "*Se aplica el costo mínimo del plan". */
  minimumApplies: boolean;
}

/** Every plan's cost for `subscribers` over `period`, in the plans' order. */
export function quotePlans(
  plans: PricingPlan[],
  subscribers: number,
  period: BillingPeriod = 'monthly',
): PlanQuote[] {
  return plans.map((plan) => {
    const { cost, minimumApplies } = planCost(plan, subscribers, period);
    return {
      plan,
      cost,
      minimumApplies,
      usage: subscribers * plan.price * MONTHS_PER_PERIOD[period],
    };
  });
}

/** The cheapest quote (spec 2 §9: the recommended plan); on a tie, the one listed first. */
export function cheapestQuote(quotes: PlanQuote[]): PlanQuote | undefined {
  return quotes.reduce<PlanQuote | undefined>(
    (best, quote) => (best === undefined || quote.cost < best.cost ? quote : best),
    undefined,
  );
}

/**
 * The first subscriber count, after `from`, at which another plan becomes the cheapest, or null
 * when the cheapest plan never changes up to `upTo`. With Starter (1,590 per subscriber) and Pro
 * (990, 500,000 minimum) it is 315: 315 x 1,590 = 500,850 passes Pro's minimum.
 */
export function cheapestPlanChangesAt(
  plans: PricingPlan[],
  from = 1,
  upTo = PRICING_CALCULATOR.sliderMax * PRICING_CALCULATOR.subscribersPerStep,
): number | null {
  const first = cheapestQuote(quotePlans(plans, from))?.plan.uuid;
  for (let subscribers = from + 1; subscribers <= upTo; subscribers += 1) {
    if (cheapestQuote(quotePlans(plans, subscribers))?.plan.uuid !== first) return subscribers;
  }
  return null;
}

/** The plan with the highest monthly minimum (Pro in the seed), if any plan has one. */
export function planWithMinimum(plans: PricingPlan[]): PricingPlan | undefined {
  return plans
    .filter((plan) => (plan.basePrice ?? 0) > 0)
    .reduce<PricingPlan | undefined>(
      (top, plan) =>
        top === undefined || (plan.basePrice ?? 0) > (top.basePrice ?? 0) ? plan : top,
      undefined,
    );
}
