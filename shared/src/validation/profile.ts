import { object, string, type InferType } from 'yup';
import { REGISTRATION } from '../constants/limits';
import { VALIDATION_MESSAGES } from './messages';
import { EMAIL_PATTERN } from './patterns';

const m = VALIDATION_MESSAGES.registration;

/**
 * The account's personal information (spec 3 §3 "Profile", §5 "Profile"), with the registration
 * form's rules and messages (spec 1 §5.3): the account screen validates its form with it, and the
 * api validates `PUT /api/account/profile` with it. The screen shows the e-mail read-only and
 * sends it back unchanged.
 */
export const profileSchema = object({
  firstName: string()
    .trim()
    .required(m.firstNameRequired)
    .max(REGISTRATION.firstNameMaxLength, m.firstNameMax),
  lastName: string()
    .trim()
    .required(m.lastNameRequired)
    .max(REGISTRATION.lastNameMaxLength, m.lastNameMax),
  email: string()
    .trim()
    .lowercase()
    .required(m.emailRequired)
    .max(254, m.email)
    .matches(EMAIL_PATTERN, m.email),
});
export type ProfileValues = InferType<typeof profileSchema>;
