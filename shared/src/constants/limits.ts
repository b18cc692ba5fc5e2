/**
 * Business constants and limits of spec 1 §9 (and the few of specs 2-3 that several packages
 * read). Pure data: the api (Node) imports this module too.
 */

// The constants the first page (`/`) uses live in first-page.ts and are re-exported here.
export {
  LOCALE,
  SESSION,
  LEAD,
  LANDING,
  PARTNERS,
  type LeadSector,
  type PartnerCategory,
} from './first-page';

/** HTTP client behaviour (spec 1 §7). */
export const HTTP = {
  /** How long a GET answer is reused when a query asks for it (`cachedGet`). */
  cacheTtlSeconds: 60,
} as const;

/** Registration, store setup and the verification code (spec 1 §5.3, §4.4). */
export const REGISTRATION = {
  storeNameMaxLength: 50,
  firstNameMaxLength: 30,
  lastNameMaxLength: 30,
  passwordMinLength: 8,
  otpLength: 6,
  resendCooldownSeconds: 60,
} as const;

/** Domain alias and custom domain (spec 1 §5.4, spec 3 §9). */
export const DOMAIN = {
  aliasMinLength: 3,
  aliasMaxLength: 63,
  labelMaxLength: 63,
  tldMinLength: 2,
  tldMaxLength: 63,
  /** A store's own address is `{alias}.{platformDomain}` (the registration shows the same host). */
  platformDomain: 'suscribe.cl',
  /**
   * The fixed address of the A record a custom domain's root points to (spec 3 §9). A placeholder
   * from the documentation range (RFC 5737) until the platform has its public edge address.
   */
  apexAddress: '203.0.113.10',
} as const;

/** The store's appearance (spec 3 §2 "Appearance", §5 "Logo upload", §9). */
export const APPEARANCE = {
  defaultPrimaryColor: '#4F46E5',
  defaultSecondaryColor: '#6366F1',
  logoMaxBytes: 5 * 1024 * 1024,
  logoTypes: ['image/png', 'image/jpeg'],
} as const;

/** Dashboard (spec 1 §2.9, §9). */
export const DASHBOARD = {
  maxRangeYears: 1,
  defaultRangeDays: 7,
  listSize: 5,
  reportsShown: 3,
} as const;

/** Password recovery (spec 1 §2.4). */
export const RECOVERY = {
  linkTtlHours: 24,
} as const;

/** File uploads (spec 1 §9, spec 2 "Product limits"). */
export const UPLOAD = {
  /** The progress bar climbs this many points… */
  progressStep: 10,
  /** …every this many milliseconds… */
  progressIntervalMs: 300,
  /** …up to this value, then jumps to 100 on success. */
  progressCap: 90,
  imageMaxBytes: 5 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
} as const;

/** Paging sizes used across lists (spec 2 §2, spec 3 §2). */
export const PAGING = {
  defaultPerPage: 10,
  productPerPageOptions: [10, 25, 50, 100],
  detailPerPageOptions: [5, 10, 25, 50],
} as const;

/** How long the success toasts stay (spec 2 "Paging and timing"). */
export const TOAST = {
  durationMs: 3000,
} as const;
