import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  COMMERCE_PLAN,
  DELIVERY_FREQUENCIES,
  SHIPPING_RULE,
  type DeliveryFrequency,
} from '../constants/commerce';
import { RENEWAL_PERIODS, type RenewalPeriod } from '../constants/catalogue';
import { formatCLP } from '../format/numbers';

/**
 * The commercial-setup rules (spec 2 §4, §5 "Commerce plan" and "Shipping rule", §8): the plan
 * modal and the shipping side form validate with these schemas, and the api applies the same ones
 * to `POST`/`PUT /api/commerce-plans` and `/api/shippings/rules`.
 */
export const COMMERCE_MESSAGES = {
  // Commerce plans (§5).
  planNameRequired: 'El nombre es requerido',
  planNameMax: `El nombre no puede exceder ${COMMERCE_PLAN.nameMaxLength} caracteres`,
  planDescriptionMax: `La descripción no puede exceder ${COMMERCE_PLAN.descriptionMaxLength} caracteres`,
  planPriceRequired: 'El precio es requerido',
  planPriceMin: 'El precio debe ser mayor o igual a 0',
  planPriceMax: `El precio no puede exceder ${formatCLP(COMMERCE_PLAN.priceMax)}`,
  planPriceInteger: 'El precio debe ser un número entero de pesos',
  planDeliveryFrequency: 'Selecciona una frecuencia de entrega: semanal, quincenal o mensual',
  planRenewalPeriod:
    'Selecciona un período de renovación: mensual, bimestral, trimestral, semestral o anual',
  benefitMax: `El beneficio no puede exceder ${COMMERCE_PLAN.benefitMaxLength} caracteres`,
  excludedBenefitMax: `El beneficio excluido no puede exceder ${COMMERCE_PLAN.benefitMaxLength} caracteres`,
  benefitEmpty: 'El beneficio no puede estar vacío',
  benefitsMax: `Un plan puede tener como máximo ${COMMERCE_PLAN.benefitsMax} beneficios`,
  // Commerce plans: what only the api can decide.
  planNotFound: 'Plan no encontrado',
  planArchivedEdit: 'El plan está archivado: solo se pueden editar planes activos',
  planArchivedAlready: 'El plan ya está archivado',
  planUnarchive: 'Archivar un plan es irreversible: no se puede reactivar',
  // Shipping rules (§5).
  shippingPriceRequired: 'El precio es requerido',
  shippingPriceMin: `El precio mínimo es ${formatCLP(SHIPPING_RULE.priceMin)}`,
  shippingPriceMax: `El precio máximo es ${formatCLP(SHIPPING_RULE.priceMax)}`,
  shippingPriceHelp: `Entre ${formatCLP(SHIPPING_RULE.priceMin)} y ${formatCLP(SHIPPING_RULE.priceMax)}`,
  shippingPriceInteger: 'El precio debe ser un número entero de pesos',
  shippingType: 'El tipo de regla solo puede ser precio fijo (fixed_price)',
  shippingCitiesRequired: 'Selecciona al menos una comuna',
  shippingCityUnknown: 'Comuna desconocida: {name}',
  shippingActive: 'El campo isActive debe ser verdadero o falso',
  shippingRuleNotFound: 'Regla de despacho no encontrada',
  shippingNoRuleForCommune: 'No hay despacho disponible para esta comuna',
  // Plan change (§4, §8).
  planChangeFailed: 'Error al cambiar de plan. Por favor, intenta nuevamente.',
  planLoadFailed: 'No se pudo cargar la información del plan seleccionado.',
  planChangePending:
    'Debes anular el cambio de plan planificado antes de seleccionar un nuevo plan',
  planChangeCancelFailed: 'Error al cancelar el cambio de plan',
  planChangeSuccess: 'Plan actualizado correctamente',
  planChangeCancelSuccess: 'Cambio de plan cancelado correctamente',
  planChangeBillingIncomplete: 'Completa tus datos de facturación para poder cambiar de plan.',
  planChangeNoDefaultCard:
    'Registra una tarjeta de crédito predeterminada para poder cambiar de plan.',
  planChangeSamePlan: 'Ya estás en este plan',
  planChangeNotUpgrade: 'El plan elegido no es superior a tu plan actual',
  planChangeNotDowngrade: 'El plan elegido no es inferior a tu plan actual',
  planChangeStale: 'Tu plan cambió mientras tanto. Recarga la página e intenta nuevamente.',
  planChangeNoCurrentPlan: 'Tu tienda aún no tiene un plan',
  planChangeNoPending: 'No hay un cambio de plan planificado',
  planChangeDeclined:
    'El cobro del cambio de plan fue rechazado. Revisa tu tarjeta e intenta nuevamente.',
  pricingPlanNotFound: 'Plan no encontrado',
  // Saved cards (§4, §8).
  cardsLoadFailed: 'Error al cargar las tarjetas de crédito',
  cardSetDefaultFailed: 'Error al establecer la tarjeta como predeterminada',
  cardDeleteFailed: 'Error al eliminar la tarjeta',
  cardNotFound: 'Tarjeta no encontrada',
  cardAddInvalidResponse: 'Respuesta inválida del servidor de pagos',
  cardAddClientError:
    'Error del cliente ({status}): No se pudo conectar con el procesador de pagos',
  cardAddServerError: 'Error del servidor ({status}): Servicio temporalmente no disponible',
  cardLinked: 'Tarjeta enlazada correctamente a tu cuenta',
  cardLinkFailed: 'No se pudo enlazar la tarjeta. Por favor, intenta nuevamente.',
} as const;

const m = COMMERCE_MESSAGES;

/** A number field as a form or a script sends it: '' and null read as missing. */
const money = () =>
  number().transform((value: unknown, original: unknown) =>
    original === '' || original === null ? undefined : value,
  );

const benefitList = (message: string) =>
  array()
    .of(
      string()
        .defined()
        .strict(false)
        .trim()
        .required(m.benefitEmpty)
        .max(COMMERCE_PLAN.benefitMaxLength, message),
    )
    .max(COMMERCE_PLAN.benefitsMax, m.benefitsMax)
    .default([]);

const oneOf = <T extends string>(values: readonly T[], message: string) =>
  mixed<T>()
    .required(message)
    .test('one-of', message, (value) => (values as readonly unknown[]).includes(value));

/** The commerce plan modal (create, edit and copy): spec 2 §5 "Commerce plan". */
export const commercePlanSchema = object({
  name: string()
    .nullable()
    .transform((value: unknown) => (value === null ? '' : value))
    .trim()
    .required(m.planNameRequired)
    .max(COMMERCE_PLAN.nameMaxLength, m.planNameMax),
  description: string()
    .nullable()
    .transform((value: unknown) => (value === null ? '' : value))
    .trim()
    .max(COMMERCE_PLAN.descriptionMaxLength, m.planDescriptionMax)
    .default(''),
  price: money()
    .typeError(m.planPriceMin)
    .required(m.planPriceRequired)
    .integer(m.planPriceInteger)
    .min(COMMERCE_PLAN.priceMin, m.planPriceMin)
    .max(COMMERCE_PLAN.priceMax, m.planPriceMax),
  deliveryFrequency: oneOf<DeliveryFrequency>(DELIVERY_FREQUENCIES, m.planDeliveryFrequency),
  renewalPeriod: oneOf<RenewalPeriod>(RENEWAL_PERIODS, m.planRenewalPeriod),
  benefits: benefitList(m.benefitMax),
  excludedBenefits: benefitList(m.excludedBenefitMax),
});
export type CommercePlanValues = InferType<typeof commercePlanSchema>;

/** One benefit as the add button checks it (disabled while empty or invalid). */
export const benefitSchema = string()
  .trim()
  .required(m.benefitEmpty)
  .max(COMMERCE_PLAN.benefitMaxLength, m.benefitMax);
export const excludedBenefitSchema = string()
  .trim()
  .required(m.benefitEmpty)
  .max(COMMERCE_PLAN.benefitMaxLength, m.excludedBenefitMax);

/**
 * The shipping rule side form: spec 2 §5 "Shipping rule". Whether each commune is one of Chile's
 * is checked against the official list (`isChileanCommune`) by the api and offered only from it
 * by the form.
 */
export const shippingRuleSchema = object({
  type: string()
    .default('fixed_price')
    .test('type', m.shippingType, (value) => value === 'fixed_price'),
  price: money()
    .typeError(m.shippingPriceMin)
    .required(m.shippingPriceRequired)
    .integer(m.shippingPriceInteger)
    .min(SHIPPING_RULE.priceMin, m.shippingPriceMin)
    .max(SHIPPING_RULE.priceMax, m.shippingPriceMax),
  cities: array()
    .of(string().defined().strict(false).trim().required(m.shippingCitiesRequired))
    .required(m.shippingCitiesRequired)
    .min(1, m.shippingCitiesRequired),
  isActive: boolean().typeError(m.shippingActive).nonNullable(m.shippingActive).default(true),
});
export type ShippingRuleValues = InferType<typeof shippingRuleSchema>;
