/**
 * `@platform/shared/validation`: yup schemas and Chilean rules with the spec's Spanish messages.
 * Pure (no React, no DOM): the remotes validate forms with it and the api validates the same
 * bodies with it.
 */
export { VALIDATION_MESSAGES } from './messages';
export {
  EMAIL_PATTERN,
  CHILEAN_PHONE_PATTERN,
  DOMAIN_ALIAS_PATTERN,
  CUSTOM_DOMAIN_PATTERN,
  OTP_PATTERN,
  UUID_PATTERN,
} from './patterns';
export { loginSchema, recoverySchema, type LoginValues, type RecoveryValues } from './auth';
export { leadSchema, formatChileanPhoneInput, type LeadValues } from './lead';
export {
  PASSWORD_RULES,
  passwordStrength,
  passwordStrengthLabel,
  type PasswordStrength,
  type PasswordStrengthLabel,
} from './password';
export { deriveSubdomain, capitalizeWords } from './names';
export {
  passwordSchema,
  newPasswordSchema,
  registrationSchema,
  registrationPayloadSchema,
  storeSetupSchema,
  storeSetupPayloadSchema,
  otpCodeSchema,
  otpVerificationSchema,
  type RegistrationValues,
  type NewPasswordValues,
  type RegistrationPayload,
  type StoreSetupValues,
  type StoreSetupPayload,
  type OtpVerificationPayload,
} from './registration';
export {
  isValidDomainAlias,
  isValidCustomDomain,
  assertValidDomainAlias,
  assertValidCustomDomain,
  domainAliasSchema,
  customDomainSchema,
  domainAliasFormSchema,
  customDomainFormSchema,
  type DomainAliasValues,
  type CustomDomainValues,
} from './domain';
export {
  APPEARANCE_MESSAGES,
  HEX_COLOR_PATTERN,
  appearanceSchema,
  type AppearanceValues,
} from './appearance';
export {
  rangeLengthInDays,
  maxRangeEnd,
  previousPeriod,
  defaultDashboardRange,
  clampDateRange,
  dateRangeSchema,
  type DateRange,
  type ClampedDateRange,
  type DateRangeValues,
} from './date-range';
export { computeTrend, type Trend, type TrendDirection } from './trend';
export { cleanRut, isValidRut, formatRut, rutCheckDigit, formatRutInput, rutSchema } from './rut';
export { toIsoDate, todayInSantiago, isIsoDate, type IsoDate } from '../format/dates';
export {
  BUSINESS_CONTACT_LIMITS,
  BUSINESS_CONTACT_MESSAGES,
  BUSINESS_DAYS_OPTIONS,
  CONTACT_PHONE_PATTERN,
  TIME_OF_DAY_PATTERN,
  businessContactSchema,
  businessHourSchema,
  businessHourDescription,
  contactEmailAddressSchema,
  contactPhoneNumberSchema,
  normalizeContactPhone,
  socialMediaSchema,
  type BusinessContactValues,
  type BusinessHourValues,
} from './business-contact';
export {
  BILLING_INFO_LIMITS,
  BILLING_INFO_MESSAGES,
  BILLING_PHONE_PATTERN,
  CHILE_REGIONS,
  billingInfoSchema,
  isChileanRegion,
  type BillingInfoValues,
} from './billing-info';
export { bankAccountSchema, type BankAccountValues, type BankAccountPayload } from './bank-account';
export {
  productSchema,
  productPriceLimits,
  normalizeExternalPath,
  type ProductValues,
  type ProductPayload,
} from './product';
export {
  CATALOGUE_MESSAGES,
  categorySchema,
  stockAdjustmentSchema,
  type CategoryValues,
  type StockAdjustmentValues,
} from './catalogue';
export {
  COMMERCE_MESSAGES,
  commercePlanSchema,
  benefitSchema,
  excludedBenefitSchema,
  shippingRuleSchema,
  type CommercePlanValues,
  type ShippingRuleValues,
} from './commerce';
export { OPERATIONS_MESSAGES, manualShippingSchema, type ManualShippingValues } from './operations';
export {
  EMAIL_TEMPLATE_LIMITS,
  EMAIL_TEMPLATE_MESSAGES,
  emailTemplateSchema,
  emailTemplatePayloadSchema,
  templateVariableNames,
  templateVariableSpans,
  templateVariableText,
  unknownTemplateVariables,
  type EmailTemplateContext,
  type EmailTemplatePayload,
  type EmailTemplateValues,
  type TemplateVariableSpan,
} from './email-template';
export {
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_CHANGE_MIN_SCORE,
  isStrongEnoughPassword,
  passwordChangeSchema,
  passwordChangeFormSchema,
  type PasswordChangeValues,
  type PasswordChangeFormValues,
} from './password-change';
export {
  EXTERNAL_WEBSITE_EXAMPLE,
  STORE_CURRENCIES,
  STORE_LANGUAGES,
  STORE_SETTINGS_LIMITS,
  STORE_SETTINGS_MESSAGES,
  storeSettingsSchema,
  websiteOrigin,
  type StoreSettingsValues,
} from './store-settings';
export { profileSchema, type ProfileValues } from './profile';
