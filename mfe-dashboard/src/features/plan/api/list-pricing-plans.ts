import { apiClient } from '@platform/shared';

/** Spec 1 §3 "Pricing plan": price per active subscriber, an optional monthly minimum. */
export interface PricingPlan {
  uuid: string;
  name: string;
  price: number;
  basePrice?: number | null;
  allowCustomDomain: boolean;
}

/** `GET /pricing-plans` → plans; an empty list when it fails (spec 1 §7). */
export async function listPricingPlans(): Promise<PricingPlan[]> {
  try {
    const { plans } = await apiClient.get<{ plans: PricingPlan[] }>('/pricing-plans', {
      cache: true,
    });
    return plans ?? [];
  } catch (error) {
    console.error('[dashboard] planes de precios', error);
    return [];
  }
}
