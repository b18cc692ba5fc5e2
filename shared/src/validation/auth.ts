import { object, string, type InferType } from 'yup';
import { VALIDATION_MESSAGES } from './messages';

const m = VALIDATION_MESSAGES;

/** Login modal (spec 1 §2.4, §5.1). A wrong password is answered with `m.login.failed`. */
export const loginSchema = object({
  username: string().trim().required(m.login.usernameRequired),
  password: string().required(m.login.passwordRequired),
});
export type LoginValues = InferType<typeof loginSchema>;

/** Password recovery e-mail: it only has to contain '@' (spec 1 §5.1). */
export const recoverySchema = object({
  email: string()
    .trim()
    .required(m.recovery.email)
    .test('has-at', m.recovery.email, (value) => value.includes('@')),
});
export type RecoveryValues = InferType<typeof recoverySchema>;
