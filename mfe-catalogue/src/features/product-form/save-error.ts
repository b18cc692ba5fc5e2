import { isApiError } from '@platform/shared';
import { productFormMessages as copy, type ProductModalMode } from './messages';
import type { ProductFormValues } from './product-form-values';

/** Where a server message is shown: a form field, or the image. */
export type ErrorTarget = keyof ProductFormValues | 'image';

const FORM_FIELDS = new Set<string>([
  'name',
  'description',
  'sku',
  'type',
  'price',
  'stock',
  'minStock',
  'preparationDays',
  'categoryId',
  'isActive',
  'noShippingRequired',
  'requiresMembership',
  'characteristics',
  'benefits',
  'externalUrl',
  'renewalPeriod',
  'deliveryFrequency',
  'periodicity',
] satisfies Array<keyof ProductFormValues>);

/**
 * The save failure's text (spec 2 §8): the server's message, else 'Error {status}: No se pudo
 * crear/actualizar/copiar el producto', else the generic one (no answer at all).
 */
export function saveErrorMessage(error: unknown, mode: ProductModalMode): string {
  if (!isApiError(error)) return copy.saveError.generic;
  const message = (error.data as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message.trim()) return message;
  return error.status > 0 ? copy.saveError.withStatus(error.status, mode) : copy.saveError.generic;
}

/**
 * The field messages of a refused save (`fields: { sku: '…', 'benefits[1]': '…' }`, with a 400 or
 * the SKU's 409), each on what shows it: a list's entries on the list, `uploadUuid` on the image.
 * Fields the form does not show (a pack's items) are left to the banner.
 */
export function fieldErrorsOf(error: unknown): Array<[ErrorTarget, string]> {
  if (!isApiError(error)) return [];
  const fields = (error.data as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return [];
  const found = new Map<ErrorTarget, string>();
  for (const [path, message] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof message !== 'string') continue;
    const name = path === 'uploadUuid' ? 'image' : (path.split(/[.[]/)[0] ?? '');
    if ((name === 'image' || FORM_FIELDS.has(name)) && !found.has(name as ErrorTarget)) {
      found.set(name as ErrorTarget, message);
    }
  }
  return [...found];
}
