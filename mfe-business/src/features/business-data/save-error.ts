import { isApiError } from '@platform/shared';
import { messages } from '../../messages';

/**
 * The save error of spec 3 §8: 'Error al guardar los cambios: {message}' when the server said
 * what went wrong, else the generic text.
 */
export function saveErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const data = error.data as { message?: unknown } | null;
    if (data && typeof data.message === 'string' && data.message.trim() !== '') {
      return messages.saveError.withMessage(data.message);
    }
  }
  return messages.saveError.generic;
}

/**
 * The field messages of a 400 (`fields: { 'contactPhones[0].number': '...' }`) with paths as
 * react-hook-form names them ('contactPhones.0.number').
 */
export function fieldErrorsOf(error: unknown): Array<[path: string, message: string]> {
  if (!isApiError(error) || error.status !== 400) return [];
  const fields = (error.data as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return [];
  return Object.entries(fields as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([path, message]) => [path.replace(/\[(\d+)\]/g, '.$1'), message]);
}
