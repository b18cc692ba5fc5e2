import type { PricingPlan as PricingPlanAnswer, PricingPlanList } from '@platform/api/contracts';
import { apiClient } from '@platform/shared';

/** What the plan card reads of a pricing plan (spec 1 §3 "Pricing plan"). */
export type PricingPlan = Pick<
  PricingPlanAnswer,
  'uuid' | 'name' | 'price' | 'basePrice' | 'allowCustomDomain'
>;

/** `GET /pricing-plans` → plans; an empty list when it fails (spec 1 §7). */
export async function listPricingPlans(): Promise<PricingPlan[]> {
  try {
    const { plans } = await apiClient.get<PricingPlanList>('/pricing-plans', {
      cache: true,
    });
    return plans ?? [];
  } catch (error) {
    console.error('[dashboard] planes de precios', error);
    return [];
  }
}
