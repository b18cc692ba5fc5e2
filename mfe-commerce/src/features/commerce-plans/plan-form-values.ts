import type { CommercePlan, CommercePlanBody } from '@platform/api/contracts';
import { COMMERCE_PLAN } from '@platform/shared/constants';
import type { CommercePlanValues } from '@platform/shared/validation';

/**
 * The plan modal's fields as the inputs hold them: the price as the digits typed, the selects as
 * their value ('' while none is chosen). `commercePlanSchema` casts them to `CommercePlanValues`.
 */
export interface PlanFormValues {
  name: string;
  description: string;
  price: string;
  deliveryFrequency: string;
  renewalPeriod: string;
  benefits: string[];
  excludedBenefits: string[];
}

/** The price field keeps digits only: 7 of them reach past the maximum, so its message can show. */
export const PRICE_MAX_DIGITS = String(COMMERCE_PLAN.priceMax).length;

/** A new plan: the price at the minimum (spec 2 §5), the frequencies still to be chosen. */
export function newPlanValues(): PlanFormValues {
  return {
    name: '',
    description: '',
    price: String(COMMERCE_PLAN.priceMin),
    deliveryFrequency: '',
    renewalPeriod: '',
    benefits: [],
    excludedBenefits: [],
  };
}

/**
 * A plan's fields, to edit it or to copy it. A copy's name gets ' (Copia)' even past the 30
 * characters: the form then shows the length message, and the merchant chooses what to cut.
 */
export function planFormValues(plan: CommercePlan, mode: 'edit' | 'copy'): PlanFormValues {
  return {
    name: mode === 'copy' ? `${plan.name}${COMMERCE_PLAN.copySuffix}` : plan.name,
    description: plan.description,
    price: String(plan.price),
    deliveryFrequency: plan.deliveryFrequency,
    renewalPeriod: plan.renewalPeriod,
    benefits: [...plan.benefits],
    excludedBenefits: [...plan.excludedBenefits],
  };
}

/** What the price field keeps of a keystroke: digits, at most `PRICE_MAX_DIGITS`. */
export function priceDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PRICE_MAX_DIGITS);
}

/** On blur, an empty or below-minimum price resets to the minimum (spec 2 §5); '007' reads 7. */
export function settlePrice(text: string): string {
  if (!text) return String(COMMERCE_PLAN.priceMin);
  const price = Number(text);
  return String(price < COMMERCE_PLAN.priceMin ? COMMERCE_PLAN.priceMin : price);
}

/** The create and update body, from the values the schema cast (trimmed, price in pesos). */
export function planBody(values: CommercePlanValues): CommercePlanBody {
  return {
    name: values.name,
    description: values.description,
    price: values.price,
    deliveryFrequency: values.deliveryFrequency,
    renewalPeriod: values.renewalPeriod,
    benefits: values.benefits,
    excludedBenefits: values.excludedBenefits,
  };
}
