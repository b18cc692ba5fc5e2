import { clean, format, getCheckDigit, validate } from 'rut.js';
import { string } from 'yup';
import { VALIDATION_MESSAGES } from './messages';

/** Chilean RUT helpers over `rut.js` (MIT, tiny, no dependencies). */

const RUT_INPUT_MAX = 9;

/** Digits and the check digit only, uppercase, no leading zeros: '12.345.678-k' → '12345678K'. */
export function cleanRut(value: string): string {
  return clean(value);
}

/** '12.345.678-5', '12345678-5' and '123456785' with a correct check digit. */
export function isValidRut(value: string): boolean {
  return validate(value.trim());
}

/** Dots and hyphen: '123456785' → '12.345.678-5'. Empty stays empty. */
export function formatRut(value: string): string {
  const cleaned = clean(value);
  return cleaned.length < 2 ? cleaned : format(cleaned);
}

/** The check digit ('0'-'9' or 'K') of a RUT body: '12345678' → '5'. */
export function rutCheckDigit(body: string | number): string {
  return getCheckDigit(String(body));
}

/**
 * What the RUT input shows while the user types (spec 2-3): only digits and a final K, at most
 * 9 characters, formatted with dots and a hyphen as soon as there is a body and a check digit.
 */
export function formatRutInput(raw: string): string {
  const kept = raw.toUpperCase().replace(/[^0-9K]/g, '');
  // A K is only a check digit: drop any K that is not the last character.
  const cleaned = kept.replace(/K(?=.)/g, '').slice(0, RUT_INPUT_MAX);
  return cleaned.length < 2 ? cleaned : format(cleaned);
}

/** Required RUT with a valid check digit. Use `.notRequired()` where the RUT is optional. */
export const rutSchema = string()
  .trim()
  .required(VALIDATION_MESSAGES.rut.required)
  .test('rut', VALIDATION_MESSAGES.rut.invalid, (value) => (value ? isValidRut(value) : true));
