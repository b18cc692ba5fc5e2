import { object, string, type InferType } from 'yup';
import { VALIDATION_MESSAGES } from './messages';
import { EMAIL_PATTERN } from './patterns';
import { isValidRut } from './rut';

/**
 * The platform billing data (spec 3 §2 "Billing data", §3 "Billing info", §5 table). The billing
 * page validates its form with `billingInfoSchema`; the api validates `PUT /api/business/billing`
 * with the same schema.
 */

/** Max lengths of spec 3 §5. */
export const BILLING_INFO_LIMITS = {
  businessName: 50,
  rut: 12,
  industry: 100,
  address: 50,
  city: 50,
  state: 50,
  zipCode: 7,
  billingEmail: 50,
  billingPhone: 12,
} as const;

/**
 * Chile's 16 regions, north to south, with the names the seed stores. Aysén's official name is
 * 51 characters, over the 50 the field allows, so it uses the abbreviation of INE's list.
 */
export const CHILE_REGIONS = [
  'Región de Arica y Parinacota',
  'Región de Tarapacá',
  'Región de Antofagasta',
  'Región de Atacama',
  'Región de Coquimbo',
  'Región de Valparaíso',
  'Región Metropolitana de Santiago',
  "Región del Libertador General Bernardo O'Higgins",
  'Región del Maule',
  'Región de Ñuble',
  'Región del Biobío',
  'Región de La Araucanía',
  'Región de Los Ríos',
  'Región de Los Lagos',
  'Región de Aysén del Gral. Carlos Ibáñez del Campo',
  'Región de Magallanes y de la Antártica Chilena',
] as const;

export function isChileanRegion(value: string): boolean {
  return (CHILE_REGIONS as readonly string[]).includes(value);
}

/** Optional + then 6 to 15 digits (spec 3 §5). */
export const BILLING_PHONE_PATTERN = /^\+?\d{6,15}$/;

export const BILLING_INFO_MESSAGES = {
  businessNameRequired: 'El nombre es requerido',
  businessNameMax: `El nombre no puede exceder ${BILLING_INFO_LIMITS.businessName} caracteres`,
  rutRequired: VALIDATION_MESSAGES.rut.required,
  rutInvalid: VALIDATION_MESSAGES.rut.invalid,
  industryRequired: 'El giro es requerido',
  industryMax: `El giro no puede exceder ${BILLING_INFO_LIMITS.industry} caracteres`,
  addressRequired: 'La dirección es requerida',
  addressMax: `La dirección no puede exceder ${BILLING_INFO_LIMITS.address} caracteres`,
  cityRequired: 'La ciudad es requerida',
  cityMax: `La ciudad no puede exceder ${BILLING_INFO_LIMITS.city} caracteres`,
  stateRequired: 'La región es requerida',
  stateInvalid: 'Selecciona una región de Chile',
  zipCodeRequired: 'El código postal es requerido',
  zipCodeInvalid: 'El código postal solo puede tener números, hasta 7',
  billingEmailInvalid: 'Email inválido',
  billingPhoneInvalid: 'Teléfono inválido',
} as const;

const m = BILLING_INFO_MESSAGES;
const L = BILLING_INFO_LIMITS;

/** The billing form and the body of its PUT (the whole billing object, spec 3 §7). */
export const billingInfoSchema = object({
  businessName: string()
    .trim()
    .required(m.businessNameRequired)
    .max(L.businessName, m.businessNameMax),
  // Shown and stored as '12.345.678-5'; any RUT with a correct check digit is accepted.
  rut: string()
    .trim()
    .required(m.rutRequired)
    .max(L.rut, m.rutInvalid)
    .test('rut', m.rutInvalid, (value) => (value ? isValidRut(value) : true)),
  industry: string().trim().required(m.industryRequired).max(L.industry, m.industryMax),
  address: string().trim().required(m.addressRequired).max(L.address, m.addressMax),
  city: string().trim().required(m.cityRequired).max(L.city, m.cityMax),
  state: string()
    .trim()
    .required(m.stateRequired)
    // A test, not `oneOf`: yup runs `oneOf` before `required`, and a blank region must read
    // 'La región es requerida'.
    .test('region', m.stateInvalid, (value) => !value || isChileanRegion(value)),
  zipCode: string()
    .trim()
    .required(m.zipCodeRequired)
    .matches(new RegExp(`^\\d{1,${L.zipCode}}$`), m.zipCodeInvalid),
  // An invoice is sent somewhere: the e-mail is required, and a blank one reads as invalid.
  billingEmail: string()
    .trim()
    .lowercase()
    .required(m.billingEmailInvalid)
    .max(L.billingEmail, m.billingEmailInvalid)
    .matches(EMAIL_PATTERN, m.billingEmailInvalid),
  billingPhone: string()
    .trim()
    .max(L.billingPhone, m.billingPhoneInvalid)
    .matches(BILLING_PHONE_PATTERN, { message: m.billingPhoneInvalid, excludeEmptyString: true })
    .default(''),
});
export type BillingInfoValues = InferType<typeof billingInfoSchema>;
