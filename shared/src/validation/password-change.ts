import { object, string, type InferType } from 'yup';
import { VALIDATION_MESSAGES } from './messages';
import { PASSWORD_RULES, passwordStrength } from './password';

/**
 * The account's password change (spec 3 §5 "Password change", §7 "Account"): the dialog validates
 * its form with `passwordChangeFormSchema`; the api validates `POST /api/auth/change-password`
 * ({currentPassword, newPassword}) with `passwordChangeSchema`.
 */

/** The strength score (0 to 5, one point per rule) a new password needs (spec 3 §5). */
export const PASSWORD_CHANGE_MIN_SCORE = 3;

export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Ingresa tu contraseña actual',
  newRequired: 'Ingresa la nueva contraseña',
  /** Spec 3 §5, word for word. */
  weak: 'La contraseña no cumple con los requisitos mínimos de seguridad',
  confirmRequired: 'Confirma la nueva contraseña',
  /** Spec 3 §5, word for word. */
  mismatch: VALIDATION_MESSAGES.registration.passwordsMismatch,
  sameAsCurrent: 'La nueva contraseña debe ser distinta de la actual',
  /** The api's answer when the current password is wrong. */
  wrongCurrent: 'La contraseña actual es incorrecta',
  /** The api's answer to a change. */
  changed: 'Tu contraseña fue actualizada correctamente',
} as const;

const m = PASSWORD_CHANGE_MESSAGES;

/**
 * True when a new password is strong enough: a score of at least 3 of 5 (spec 3 §5), and never
 * shorter than the 8 characters the same section asks for, whatever its other points.
 */
export function isStrongEnoughPassword(value: string): boolean {
  return (
    PASSWORD_RULES.minLength(value) && passwordStrength(value).score >= PASSWORD_CHANGE_MIN_SCORE
  );
}

// Passwords are taken as typed: no trimming (a space may be part of one).
const currentPassword = string().required(m.currentRequired);

const newPassword = string()
  .required(m.newRequired)
  .test('strength', m.weak, (value) => isStrongEnoughPassword(value))
  .test('differs', m.sameAsCurrent, function differs(value) {
    return value !== (this.parent as { currentPassword?: string }).currentPassword;
  });

/** The body of `POST /api/auth/change-password`. */
export const passwordChangeSchema = object({ currentPassword, newPassword });
export type PasswordChangeValues = InferType<typeof passwordChangeSchema>;

/** The change-password dialog: the body plus the confirmation. */
export const passwordChangeFormSchema = object({
  currentPassword,
  newPassword,
  // A test rather than `oneOf`: an empty confirmation must read as required, not as a mismatch.
  confirmPassword: string()
    .required(m.confirmRequired)
    .test('matches', m.mismatch, function matches(value) {
      return value === (this.parent as { newPassword?: string }).newPassword;
    }),
});
export type PasswordChangeFormValues = InferType<typeof passwordChangeFormSchema>;
