import { object, string, type InferType } from 'yup';
import { CUSTOM_DOMAIN_PATTERN } from './patterns';

/**
 * The store's settings on /my-store 'Mi Tienda' (spec 3 §3 "Store config", §5 "Store settings"):
 * the page validates its form with `storeSettingsSchema`, and the api validates
 * `PUT /api/store` with the same schema.
 */

/** The languages and currencies a store may choose (spec 3 §5: only es and CLP are offered). */
export const STORE_LANGUAGES = ['es'] as const;
export const STORE_CURRENCIES = ['CLP'] as const;

export const STORE_SETTINGS_LIMITS = {
  /** Spec 3 §9. */
  siteName: 100,
  /** What may be typed or pasted before it is reduced to protocol and host. */
  externalWebsite: 2048,
} as const;

/** The example the website message gives. */
export const EXTERNAL_WEBSITE_EXAMPLE = 'https://www.mitienda.cl';

export const STORE_SETTINGS_MESSAGES = {
  /** Spec 3 §5, word for word. */
  siteNameRequired: 'El nombre del sitio es requerido',
  /** Spec 3 §5, word for word. */
  siteNameMax: `El nombre del sitio no puede exceder ${STORE_SETTINGS_LIMITS.siteName} caracteres`,
  /** Spec 3 §5, with its example host. */
  externalWebsite: `Ingresa una URL válida (ejemplo: ${EXTERNAL_WEBSITE_EXAMPLE})`,
  language: 'Selecciona un idioma disponible',
  currency: 'Selecciona una moneda disponible',
} as const;

const m = STORE_SETTINGS_MESSAGES;

/**
 * A website reduced to its protocol and host ('https://www.mitienda.cl/tienda?x=1' →
 * 'https://www.mitienda.cl'), or null when it is not one: it must start with http:// or https://
 * and name a domain (labels and a top-level domain; no user or password in it).
 */
export function websiteOrigin(value: string): string | null {
  const text = value.trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password || !CUSTOM_DOMAIN_PATTERN.test(url.hostname)) return null;
  return `${url.protocol}//${url.host}`;
}

const oneOf = (values: readonly string[]) => (value: string | undefined) =>
  value === undefined || values.includes(value);

/** The form and the body of `PUT /api/store` (spec 3 §7: siteName, externalWebsite, language, currency). */
export const storeSettingsSchema = object({
  siteName: string()
    .trim()
    .required(m.siteNameRequired)
    .max(STORE_SETTINGS_LIMITS.siteName, m.siteNameMax),
  // Blank is none (null); a valid address is kept as protocol and host only.
  externalWebsite: string()
    .nullable()
    .default(null)
    .transform((value: string | null) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      return text === '' ? null : (websiteOrigin(text) ?? text);
    })
    .max(STORE_SETTINGS_LIMITS.externalWebsite, m.externalWebsite)
    .test('website', m.externalWebsite, (value) => value == null || websiteOrigin(value) !== null),
  language: string()
    .trim()
    .default(STORE_LANGUAGES[0])
    .required(m.language)
    .test('language', m.language, oneOf(STORE_LANGUAGES)),
  currency: string()
    .trim()
    .default(STORE_CURRENCIES[0])
    .required(m.currency)
    .test('currency', m.currency, oneOf(STORE_CURRENCIES)),
});
export type StoreSettingsValues = InferType<typeof storeSettingsSchema>;
