import { object, string, type InferType } from 'yup';
import { LEAD } from '../constants/limits';
import { VALIDATION_MESSAGES } from './messages';
import { CHILEAN_PHONE_PATTERN, EMAIL_PATTERN } from './patterns';

const m = VALIDATION_MESSAGES.lead;

/** Demo-request lead form (spec 1 §5.2). */
export const leadSchema = object({
  fullName: string()
    .trim()
    .required(m.fullName)
    .min(LEAD.nameMinLength, m.fullName)
    .max(LEAD.nameMaxLength, m.fullName),
  sector: string().required(m.sector).oneOf(LEAD.sectors, m.sector),
  email: string().trim().required(m.email).matches(EMAIL_PATTERN, m.email),
  phone: string().required(m.phone).matches(CHILEAN_PHONE_PATTERN, m.phone),
});
export type LeadValues = InferType<typeof leadSchema>;

const PREFIX = '+56 ';

/**
 * What the phone input shows while the user types: always '+56 ', then the local digits grouped
 * as 'X XXXX XXXX', never longer than 15 characters. Pasting '+56912345678' or '56912345678'
 * keeps the local part. Deleting into the prefix clears the field.
 */
export function formatChileanPhoneInput(raw: string): string {
  const text = raw.trim();
  if (text === '' || (PREFIX.startsWith(text) && text.length < PREFIX.length - 1)) return '';
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('+56') || (digits.startsWith('56') && digits.length > 9)) {
    digits = digits.slice(2);
  }
  digits = digits.slice(0, 9);
  const groups = [digits.slice(0, 1), digits.slice(1, 5), digits.slice(5, 9)].filter(Boolean);
  return `${PREFIX}${groups.join(' ')}`.slice(0, LEAD.phoneMaxLength);
}
