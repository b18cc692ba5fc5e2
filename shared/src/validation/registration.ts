import { object, string, type InferType } from 'yup';
import { REGISTRATION } from '../constants/limits';
import { VALIDATION_MESSAGES } from './messages';
import { PASSWORD_RULES } from './password';
import { DOMAIN_ALIAS_PATTERN, EMAIL_PATTERN, OTP_PATTERN } from './patterns';

const m = VALIDATION_MESSAGES.registration;

const businessName = string()
  .trim()
  .required(m.businessNameRequired)
  .max(REGISTRATION.storeNameMaxLength, m.businessNameMax);

const email = string().trim().lowercase().required(m.emailRequired).matches(EMAIL_PATTERN, m.email);

/** Password rules; the first broken one gives the message (spec 1 §5.3). */
export const passwordSchema = string()
  .required(m.passwordRequired)
  .test('min-length', m.passwordMin, (v) => PASSWORD_RULES.minLength(v))
  .test('uppercase', m.passwordUppercase, (v) => PASSWORD_RULES.uppercase(v))
  .test('lowercase', m.passwordLowercase, (v) => PASSWORD_RULES.lowercase(v))
  .test('digit', m.passwordDigit, (v) => PASSWORD_RULES.digit(v))
  .test('special', m.passwordSpecial, (v) => PASSWORD_RULES.special(v));

const subdomain = string().required(m.subdomain).matches(DOMAIN_ALIAS_PATTERN, m.subdomain);

const personalFields = {
  firstName: string()
    .trim()
    .required(m.firstNameRequired)
    .max(REGISTRATION.firstNameMaxLength, m.firstNameMax),
  lastName: string()
    .trim()
    .required(m.lastNameRequired)
    .max(REGISTRATION.lastNameMaxLength, m.lastNameMax),
  email,
  password: passwordSchema,
};

/** The registration form (spec 1 §2.6, §5.3). */
export const registrationSchema = object({
  businessName,
  ...personalFields,
  // A test rather than `oneOf`: yup checks `oneOf` before `required`, and an empty
  // confirmation must read 'Confirma tu contraseña'.
  confirmPassword: string()
    .required(m.confirmPasswordRequired)
    .test('matches', m.passwordsMismatch, function matches(value) {
      return value === (this.parent as { password?: string }).password;
    }),
});
export type RegistrationValues = InferType<typeof registrationSchema>;

/** A new password and its confirmation (password recovery link, account password change). */
export const newPasswordSchema = object({
  password: passwordSchema,
  confirmPassword: string()
    .required(m.confirmPasswordRequired)
    .test('matches', m.passwordsMismatch, function matches(value) {
      return value === (this.parent as { password?: string }).password;
    }),
});
export type NewPasswordValues = InferType<typeof newPasswordSchema>;

/** The body of the public platform registration call (spec 1 §3 "Registration payload"). */
export const registrationPayloadSchema = object({
  businessName,
  ...personalFields,
  subdomain,
});
export type RegistrationPayload = InferType<typeof registrationPayloadSchema>;

/** Store setup form (spec 1 §2.7): the business name only. */
export const storeSetupSchema = object({ businessName });
export type StoreSetupValues = InferType<typeof storeSetupSchema>;

/** The body of the private platform registration call (store setup). */
export const storeSetupPayloadSchema = object({ businessName, subdomain });
export type StoreSetupPayload = InferType<typeof storeSetupPayloadSchema>;

/** Verification code: exactly 6 digits (spec 1 §5.3). */
export const otpCodeSchema = string()
  .trim()
  .required(VALIDATION_MESSAGES.otp.code)
  .matches(OTP_PATTERN, VALIDATION_MESSAGES.otp.code);

/** The OTP verification body: e-mail and code. */
export const otpVerificationSchema = object({ email, code: otpCodeSchema });
export type OtpVerificationPayload = InferType<typeof otpVerificationSchema>;
