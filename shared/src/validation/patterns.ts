/** A simple e-mail shape: something@something.tld, no spaces (spec 1 §5.2-§5.3). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Chilean phone as the lead form writes it: '+56 X XXXX XXXX'. */
export const CHILEAN_PHONE_PATTERN = /^\+56 \d \d{4} \d{4}$/;

/** Lowercase letters and digits, single hyphens between groups. */
export const DOMAIN_ALIAS_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Hostname: labels of 1-63 letters, digits or inner hyphens, then a TLD of 2-63 letters. */
export const CUSTOM_DOMAIN_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const OTP_PATTERN = /^\d{6}$/;

/** A uuid as Postgres writes it (any version: the database makes v4, a client may send others). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
