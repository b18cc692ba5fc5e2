import { formatCLP } from '@platform/shared';
import { COMMERCE_MESSAGES as rules } from '@platform/shared/validation';
import { pricingMessages } from '../pricing';

// Spanish copy of the account screen's 'Mi Plan' (spec 3 "Plan (account view)"). The spec's texts
// are word for word: the load error (spec 3 §8 "Plan"), the missing plan (spec 1's plan card);
// the period and the pending change read as on the pricing page; the rest is ours
// (mfe-commerce/README.md, "Choices").
export const currentPlanMessages = {
  loading: 'Cargando tu plan...',
  loadError: 'Error al cargar los detalles del plan',
  noPlan: rules.planChangeNoCurrentPlan,
  unavailable: 'Información no disponible',
  periods: { monthly: pricingMessages.period.monthly, annual: pricingMessages.period.annual },
  price: 'Precio por suscriptor',
  priceValue: (price: number) => `${formatCLP(price)} al mes`,
  minimum: 'Mínimo mensual',
  renewal: 'Próxima renovación',
  pending: pricingMessages.pending,
  seePlans: 'Ver planes',
} as const;
