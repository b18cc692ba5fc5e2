import { REGISTRATION } from '../constants/limits';

/** The five password rules of spec 1 §5.3, in the order their messages are shown. */
export const PASSWORD_RULES = {
  minLength: (value: string) => value.length >= REGISTRATION.passwordMinLength,
  uppercase: (value: string) => /\p{Lu}/u.test(value),
  lowercase: (value: string) => /\p{Ll}/u.test(value),
  digit: (value: string) => /\p{Nd}/u.test(value),
  special: (value: string) => /[^\p{L}\p{N}\s]/u.test(value),
} as const;

export type PasswordStrengthLabel = 'Débil' | 'Media' | 'Fuerte';

export interface PasswordStrength {
  /** 0 to 5: one point per rule that holds. */
  score: number;
  label: PasswordStrengthLabel;
}

/** Score 1 or less is Débil, 2-3 Media, 4-5 Fuerte. */
export function passwordStrengthLabel(score: number): PasswordStrengthLabel {
  if (score <= 1) return 'Débil';
  if (score <= 3) return 'Media';
  return 'Fuerte';
}

/** The strength meter of registration and password change (spec 1 §5.3, spec 3 §5). */
export function passwordStrength(value: string): PasswordStrength {
  const score = Object.values(PASSWORD_RULES).filter((rule) => rule(value)).length;
  return { score, label: passwordStrengthLabel(score) };
}
