/**
 * The constants of spec 1 §9 that the first page (`/`) uses: es-CL formatting, the session's
 * timing (the API client), the lead form, the landing and the partner stores. A module of its own
 * so that `/` downloads these and not the rest of limits.ts, which re-exports them for everyone
 * else. Pure data: the api (Node) imports it too.
 */

/** Locale conventions: Spanish (Chile), pesos without decimals, Santiago time. */
export const LOCALE = {
  locale: 'es-CL',
  currency: 'CLP',
  timeZone: 'America/Santiago',
} as const;

/** Session and startup timing (spec 1 §4.1, §2.5). */
export const SESSION = {
  /** The shell checks the token this often. */
  refreshCheckIntervalSeconds: 60,
  /** …and refreshes it when fewer seconds than this remain. */
  refreshMarginSeconds: 70,
  /** The stored login-callback state lasts one hour. */
  callbackStateTtlSeconds: 60 * 60,
  /** The startup loader adds its "taking longer" notice after this. */
  slowStartupNoticeSeconds: 10,
} as const;

/** Demo-request lead form (spec 1 §5.2). */
export const LEAD = {
  nameMinLength: 5,
  nameMaxLength: 30,
  phoneMaxLength: 15,
  sectors: [
    'Retail',
    'Servicios',
    'Tecnología',
    'Salud',
    'Educación',
    'Alimentación',
    'Moda',
    'Belleza',
    'Otro',
  ],
} as const;

export type LeadSector = (typeof LEAD.sectors)[number];

/** Landing page (spec 1 §2.3). */
export const LANDING = {
  partnersPerSlide: 3,
} as const;

/**
 * Partner stores (spec 1 §2.3, spec 3 §9): the catalogue's filter categories ('Todas' means no
 * filter) and how many featured stores /tiendas shows first. The api validates with the same list.
 */
export const PARTNERS = {
  allCategoriesLabel: 'Todas',
  categories: ['Alimentación', 'Salud', 'Bebidas', 'Belleza', 'Educación', 'Hogar', 'Tecnología'],
  featuredShown: 3,
} as const;

export type PartnerCategory = (typeof PARTNERS.categories)[number];
