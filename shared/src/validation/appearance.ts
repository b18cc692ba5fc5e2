import { boolean, object, string, type InferType } from 'yup';
import { APPEARANCE } from '../constants/limits';

/** A colour as `#RRGGBB` (what a colour input gives, in either case). */
export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

/** The appearance form's messages (the spec gives none but the logo's, spec 3 §5, §8). */
export const APPEARANCE_MESSAGES = {
  color: `Ingresa un color hexadecimal válido (ejemplo: ${APPEARANCE.defaultPrimaryColor})`,
  logoType: 'Tipo de archivo no permitido. Tipos permitidos: PNG, JPG',
  logoTooLarge: 'El archivo excede el tamaño máximo permitido de 5MB',
  logoUpload: 'Error al subir el logo. Por favor, intenta nuevamente.',
} as const;

const color = () =>
  string()
    .trim()
    .required(APPEARANCE_MESSAGES.color)
    .matches(HEX_COLOR_PATTERN, APPEARANCE_MESSAGES.color);

/**
 * The store's appearance (spec 3 §2): two colours and the preferences. Its save is simulated
 * (spec 3 §7), so only the form applies it today; an appearance route would apply the same.
 */
export const appearanceSchema = object({
  primaryColor: color(),
  secondaryColor: color(),
  showStoreName: boolean().required(),
  roundedButtons: boolean().required(),
});
export type AppearanceValues = InferType<typeof appearanceSchema>;
