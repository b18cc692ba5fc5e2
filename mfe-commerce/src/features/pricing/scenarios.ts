import { formatCLP, formatNumber } from '@platform/shared';
import { PRICING_CALCULATOR } from '@platform/shared/constants';
import type { PricingPlan } from './api/list-pricing-plans';
import { pricingMessages } from './messages';
import {
  cheapestPlanChangesAt,
  cheapestQuote,
  planWithMinimum,
  quotePlans,
  type PlanQuote,
} from './pricing-math';

const copy = pricingMessages.scenarios;

export type ScenarioId = 'starting' | 'crossover' | 'minimum' | 'growth';

export interface Scenario {
  id: ScenarioId;
  subscribers: number;
  title: string;
  summary: string;
  /** Every plan's monthly cost for these subscribers, in the plans' order. */
  quotes: PlanQuote[];
  cheapest: PlanQuote | undefined;
}

/** A small store: the plan without a minimum wins (Starter in the seed). */
const STARTING_SUBSCRIBERS = 100;
/** The calculator's top: 1,000 subscribers. */
const GROWTH_SUBSCRIBERS = PRICING_CALCULATOR.sliderMax * PRICING_CALCULATOR.subscribersPerStep;

const clp = formatCLP;
const count = (subscribers: number) => formatNumber(subscribers);

/**
 * The carousel's four examples (spec 2 §9), with monthly billing and the plans the api publishes:
 * a starting store (100), the point where another plan becomes the cheapest (computed: 315 with
 * the seed's prices), the spec's 505 where Pro's usage reaches its minimum (505 x 990 = 499,950,
 * just under 500,000: said as "llega prácticamente a"), and a store at 1,000. Every figure comes
 * from `planCost` through `quotePlans`; only the subscriber counts are chosen.
 */
export function buildScenarios(plans: PricingPlan[]): Scenario[] {
  const crossover = cheapestPlanChangesAt(plans);
  const counts: Record<ScenarioId, number> = {
    starting: STARTING_SUBSCRIBERS,
    crossover: crossover ?? Math.round((STARTING_SUBSCRIBERS + GROWTH_SUBSCRIBERS) / 3),
    minimum: PRICING_CALCULATOR.scenarioBreakEvenSubscribers,
    growth: GROWTH_SUBSCRIBERS,
  };
  return (Object.keys(counts) as ScenarioId[]).map((id) => {
    const subscribers = counts[id];
    const quotes = quotePlans(plans, subscribers);
    const cheapest = cheapestQuote(quotes);
    return {
      id,
      subscribers,
      quotes,
      cheapest,
      ...describe(id, subscribers, plans, quotes, cheapest),
    };
  });
}

function generic(subscribers: number, cheapest: PlanQuote | undefined) {
  return cheapest ? copy.generic(count(subscribers), cheapest.plan.name, clp(cheapest.cost)) : '';
}

function describe(
  id: ScenarioId,
  n: number,
  plans: PricingPlan[],
  quotes: PlanQuote[],
  cheapest: PlanQuote | undefined,
): { title: string; summary: string } {
  const others = quotes.filter((quote) => quote !== cheapest);

  switch (id) {
    case 'starting': {
      if (!cheapest) return { title: copy.titles.starting, summary: '' };
      const minimums = others
        .filter((quote) => quote.minimumApplies)
        .map((quote) => copy.startingMinimum(quote.plan.name, clp(quote.cost)));
      return {
        title: copy.titles.starting,
        summary: [copy.starting(cheapest.plan.name, clp(cheapest.cost)), ...minimums].join(' '),
      };
    }
    case 'crossover': {
      // The plan that was the cheapest one subscriber earlier, at today's count.
      const before = cheapestQuote(quotePlans(plans, Math.max(1, n - 1)));
      const previous = quotes.find((quote) => quote.plan.uuid === before?.plan.uuid);
      if (!cheapest || !previous || previous === cheapest) {
        return { title: copy.titles.crossover, summary: generic(n, cheapest) };
      }
      return {
        title: copy.titles.crossover,
        summary: copy.crossover(
          count(n),
          cheapest.plan.name,
          clp(cheapest.cost),
          previous.plan.name,
          clp(previous.cost),
        ),
      };
    }
    case 'minimum': {
      const plan = planWithMinimum(plans);
      const quote = quotes.find((candidate) => candidate.plan.uuid === plan?.uuid);
      if (!plan || !quote || plan.basePrice === null) {
        return { title: copy.titles.minimumFallback, summary: generic(n, cheapest) };
      }
      return {
        title: copy.titles.minimum(plan.name),
        summary: copy.minimum(
          count(n),
          plan.name,
          copy.formula(count(n), clp(plan.price), clp(quote.usage)),
          quote.usage >= plan.basePrice,
          clp(plan.basePrice),
          clp(plan.price),
        ),
      };
    }
    case 'growth': {
      const runnerUp = cheapestQuote(others);
      if (!cheapest || !runnerUp)
        return { title: copy.titles.growth, summary: generic(n, cheapest) };
      return {
        title: copy.titles.growth,
        summary: copy.growth(
          cheapest.plan.name,
          clp(cheapest.cost),
          clp(runnerUp.cost - cheapest.cost),
          runnerUp.plan.name,
        ),
      };
    }
  }
}
