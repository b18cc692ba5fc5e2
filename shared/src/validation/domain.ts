import { object, string, type InferType } from 'yup';
import { DOMAIN } from '../constants/limits';
import { VALIDATION_MESSAGES } from './messages';
import { CUSTOM_DOMAIN_PATTERN, DOMAIN_ALIAS_PATTERN } from './patterns';

const m = VALIDATION_MESSAGES.domain;

/** Alias: lowercase letters and digits with single hyphens between groups, 3 to 63 long. */
export function isValidDomainAlias(value: string): boolean {
  return (
    value.length >= DOMAIN.aliasMinLength &&
    value.length <= DOMAIN.aliasMaxLength &&
    DOMAIN_ALIAS_PATTERN.test(value)
  );
}

/** Custom domain: a hostname with labels up to 63 characters and a TLD of 2 to 63 letters. */
export function isValidCustomDomain(value: string): boolean {
  return CUSTOM_DOMAIN_PATTERN.test(value);
}

/** Throws 'Invalid alias format' before any request is sent (spec 1 §5.4, §8). */
export function assertValidDomainAlias(value: string): void {
  if (!isValidDomainAlias(value)) throw new Error(m.invalidAliasError);
}

/** Throws 'Invalid domain format' before any request is sent (spec 1 §5.4, §8). */
export function assertValidCustomDomain(value: string): void {
  if (!isValidCustomDomain(value)) throw new Error(m.invalidDomainError);
}

export const domainAliasSchema = string()
  .trim()
  .required(m.alias)
  .min(DOMAIN.aliasMinLength, m.aliasMin)
  .max(DOMAIN.aliasMaxLength, m.alias)
  .matches(DOMAIN_ALIAS_PATTERN, m.alias);

export const customDomainSchema = string()
  .trim()
  .lowercase()
  .required(m.customDomain)
  .matches(CUSTOM_DOMAIN_PATTERN, m.customDomain);

/** The body of an alias change, `{ alias }` (spec 3 §7): the form and the api apply it. */
export const domainAliasFormSchema = object({ alias: domainAliasSchema });
export type DomainAliasValues = InferType<typeof domainAliasFormSchema>;

/** The body of a DNS verification, `{ domain }` (spec 3 §7): the form and the api apply it. */
export const customDomainFormSchema = object({ domain: customDomainSchema });
export type CustomDomainValues = InferType<typeof customDomainFormSchema>;
