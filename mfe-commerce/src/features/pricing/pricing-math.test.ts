import { plansWithAnnual, proPlan, seedPlans, starterPlan } from './fixtures';
import {
  cheapestPlanChangesAt,
  cheapestQuote,
  hasFreeColumn,
  plansForPeriod,
  quotePlans,
  subscribersAt,
} from './pricing-math';

describe('plansForPeriod', () => {
  it('shows the plans of the period the api publishes', () => {
    const annual = plansForPeriod(plansWithAnnual(), 'annual');
    expect(annual.plans.map((plan) => plan.name)).toEqual(['Starter Anual', 'Pro Anual']);
    expect(annual.derivedFromMonthly).toBe(false);
    expect(plansForPeriod(plansWithAnnual(), 'monthly').plans).toEqual([starterPlan, proPlan]);
  });

  it('bills the monthly plans for a year when the api publishes no annual plan', () => {
    expect(plansForPeriod(seedPlans(), 'annual')).toEqual({
      plans: [starterPlan, proPlan],
      derivedFromMonthly: true,
    });
  });
});

describe('hasFreeColumn', () => {
  it('leaves the monthly row of two plans a column for the advice card, the annual row none', () => {
    expect(hasFreeColumn(2, 'monthly')).toBe(true);
    expect(hasFreeColumn(3, 'monthly')).toBe(false);
    expect(hasFreeColumn(2, 'annual')).toBe(false);
    expect(hasFreeColumn(3, 'annual')).toBe(true);
    expect(hasFreeColumn(0, 'monthly')).toBe(false);
  });
});

describe('the calculator', () => {
  it('maps the slider 1..100 to 10..1,000 subscribers', () => {
    expect(subscribersAt(1)).toBe(10);
    expect(subscribersAt(51)).toBe(510);
    expect(subscribersAt(100)).toBe(1000);
    expect(subscribersAt(0)).toBe(10);
    expect(subscribersAt(140)).toBe(1000);
  });

  it('charges the greater of the minimum and the usage, 12 months when annual', () => {
    const [starter, pro] = quotePlans(seedPlans(), 10);
    expect(starter).toMatchObject({ cost: 15_900, minimumApplies: false });
    expect(pro).toMatchObject({ cost: 500_000, minimumApplies: true, usage: 9_900 });
    const [, proAnnual] = quotePlans(seedPlans(), 1000, 'annual');
    expect(proAnnual).toMatchObject({ cost: 11_880_000, minimumApplies: false });
    expect(quotePlans(seedPlans(), 10, 'annual')[1]).toMatchObject({ cost: 6_000_000 });
  });

  it('recommends the cheapest plan, the first listed on a tie', () => {
    expect(cheapestQuote(quotePlans(seedPlans(), 314))?.plan.name).toBe('Starter');
    expect(cheapestQuote(quotePlans(seedPlans(), 315))?.plan.name).toBe('Pro');
    expect(cheapestQuote(quotePlans([proPlan, { ...proPlan, name: 'Otro' }], 600))?.plan.name).toBe(
      'Pro',
    );
    expect(cheapestQuote([])).toBeUndefined();
  });

  it('finds where another plan becomes the cheapest: 315 with the seed prices', () => {
    expect(cheapestPlanChangesAt(seedPlans())).toBe(315);
    expect(cheapestPlanChangesAt([starterPlan])).toBeNull();
  });
});
