import { array, boolean, object, string, type InferType } from 'yup';
import { EMAIL_PATTERN } from './patterns';

/**
 * The business contact (spec 3 §2 "Business contact", §3, §5): business hours, phones, e-mails
 * and social media. The contact page validates its form with `businessContactSchema` and the
 * api validates `PUT /api/business/contact` with the same schema.
 */

/** Limits the spec leaves open; generous for a small business. */
export const BUSINESS_CONTACT_LIMITS = {
  addressMaxLength: 200,
  daysMaxLength: 50,
  emailMaxLength: 100,
  urlMaxLength: 200,
  maxHours: 14,
  maxPhones: 10,
  maxEmails: 10,
} as const;

/** An optional + followed by 6 to 15 digits (spec 3 §5). */
export const CONTACT_PHONE_PATTERN = /^\+?\d{6,15}$/;

/** 24-hour clock 'HH:MM', as `<input type="time">` gives it. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The day ranges offered by the contact page (a saved value outside the list is still kept). */
export const BUSINESS_DAYS_OPTIONS = [
  'Lunes a Viernes',
  'Lunes a Sábado',
  'Lunes a Domingo',
  'Sábado y Domingo',
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
  'Festivos',
] as const;

export const BUSINESS_CONTACT_MESSAGES = {
  daysRequired: 'Selecciona los días',
  daysMax: `Los días no pueden exceder ${BUSINESS_CONTACT_LIMITS.daysMaxLength} caracteres`,
  startTimeRequired: 'Ingresa la hora de inicio',
  endTimeRequired: 'Ingresa la hora de término',
  timeInvalid: 'Ingresa una hora válida (HH:MM)',
  endBeforeStart: 'La hora de término debe ser posterior a la de inicio',
  phoneRequired: 'Ingresa un número de teléfono',
  phoneInvalid: 'Ingresa un teléfono válido: + opcional y entre 6 y 15 dígitos',
  phoneDuplicate: 'Este teléfono ya está en la lista',
  emailRequired: 'Ingresa un correo electrónico',
  emailInvalid: 'Ingresa un correo electrónico válido',
  emailMax: `El correo no puede exceder ${BUSINESS_CONTACT_LIMITS.emailMaxLength} caracteres`,
  emailDuplicate: 'Este correo ya está en la lista',
  oneDefault: 'Debe haber exactamente un elemento predeterminado',
  addressMax: `La dirección no puede exceder ${BUSINESS_CONTACT_LIMITS.addressMaxLength} caracteres`,
  urlInvalid: 'Ingresa una URL válida que comience con http:// o https://',
  urlMax: `La URL no puede exceder ${BUSINESS_CONTACT_LIMITS.urlMaxLength} caracteres`,
  hoursRequired: 'Faltan los horarios de atención',
  hoursMax: `Puedes agregar hasta ${BUSINESS_CONTACT_LIMITS.maxHours} horarios`,
  phonesRequired: 'Faltan los teléfonos de contacto',
  phonesMax: `Puedes agregar hasta ${BUSINESS_CONTACT_LIMITS.maxPhones} teléfonos`,
  emailsRequired: 'Faltan los correos de contacto',
  emailsMax: `Puedes agregar hasta ${BUSINESS_CONTACT_LIMITS.maxEmails} correos`,
} as const;

const m = BUSINESS_CONTACT_MESSAGES;

/** What a person types as a phone ('+56 9 1234-5678') reduced to '+56912345678'. */
export function normalizeContactPhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

/** 'Lunes a Viernes 09:00 - 18:00' (spec 3 §3: description built as 'days start - end'). */
export function businessHourDescription(hour: {
  days: string;
  startTime: string;
  endTime: string;
}): string {
  return `${hour.days} ${hour.startTime} - ${hour.endTime}`;
}

const timeOfDay = (required: string) =>
  string().trim().required(required).matches(TIME_OF_DAY_PATTERN, m.timeInvalid);

/** One business hour: days, start and end all present (spec 3 §5). */
export const businessHourSchema = object({
  days: string()
    .trim()
    .required(m.daysRequired)
    .max(BUSINESS_CONTACT_LIMITS.daysMaxLength, m.daysMax),
  startTime: timeOfDay(m.startTimeRequired),
  endTime: timeOfDay(m.endTimeRequired).test(
    'after-start',
    m.endBeforeStart,
    function afterStart(endTime) {
      const { startTime } = this.parent as { startTime?: string };
      // 'HH:MM' strings compare like the times they name.
      if (!endTime || !startTime || !TIME_OF_DAY_PATTERN.test(startTime)) return true;
      return endTime > startTime;
    },
  ),
});
export type BusinessHourValues = InferType<typeof businessHourSchema>;

export const contactPhoneNumberSchema = string()
  .transform((value: unknown) => (typeof value === 'string' ? normalizeContactPhone(value) : value))
  .required(m.phoneRequired)
  .matches(CONTACT_PHONE_PATTERN, m.phoneInvalid);

export const contactEmailAddressSchema = string()
  .trim()
  .lowercase()
  .required(m.emailRequired)
  .max(BUSINESS_CONTACT_LIMITS.emailMaxLength, m.emailMax)
  .matches(EMAIL_PATTERN, m.emailInvalid);

const isDefault = boolean().required().default(false);

/** The list has exactly one default entry when it is not empty (spec 3 §4). */
function oneDefault(list: Array<{ isDefault?: boolean }> | undefined): boolean {
  if (!list || list.length === 0) return true;
  return list.filter((entry) => entry.isDefault).length === 1;
}

function unique(values: Array<string | undefined>): boolean {
  const seen = values.filter(Boolean);
  return new Set(seen).size === seen.length;
}

const socialUrl = string()
  .trim()
  .max(BUSINESS_CONTACT_LIMITS.urlMaxLength, m.urlMax)
  .test('url', m.urlInvalid, (value) => {
    if (!value) return true;
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && url.hostname.includes('.');
    } catch {
      return false;
    }
  })
  .default('');

export const socialMediaSchema = object({
  twitter: socialUrl,
  facebook: socialUrl,
  instagram: socialUrl,
});

/** The whole contact object, as the PUT sends it (spec 3 §7). */
export const businessContactSchema = object({
  address: string().trim().max(BUSINESS_CONTACT_LIMITS.addressMaxLength, m.addressMax).default(''),
  businessHours: array(businessHourSchema)
    .required(m.hoursRequired)
    .max(BUSINESS_CONTACT_LIMITS.maxHours, m.hoursMax),
  contactPhones: array(object({ number: contactPhoneNumberSchema, isDefault }))
    .required(m.phonesRequired)
    .max(BUSINESS_CONTACT_LIMITS.maxPhones, m.phonesMax)
    .test('one-default', m.oneDefault, oneDefault)
    .test('unique', m.phoneDuplicate, (list) => unique((list ?? []).map((phone) => phone.number))),
  contactEmails: array(object({ email: contactEmailAddressSchema, isDefault }))
    .required(m.emailsRequired)
    .max(BUSINESS_CONTACT_LIMITS.maxEmails, m.emailsMax)
    .test('one-default', m.oneDefault, oneDefault)
    .test('unique', m.emailDuplicate, (list) => unique((list ?? []).map((entry) => entry.email))),
  socialMedia: socialMediaSchema.required(),
});
export type BusinessContactValues = InferType<typeof businessContactSchema>;
