import { isApiError } from '@platform/shared';
import { plansMessages as copy, type PlanAction } from './messages';
import type { PlanFormValues } from './plan-form-values';

/**
 * A failed create, update or archive, as spec 2 §8 words it: the server's message, else
 * 'Error {status}: No se pudo crear/actualizar/archivar el plan', else (no answer at all) the
 * generic 'Error al guardar el plan. Por favor, intenta nuevamente.'
 */
export function planErrorMessage(error: unknown, action: PlanAction): string {
  if (!isApiError(error)) return copy.error.generic;
  const message = (error.data as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message.trim()) return message;
  return error.status > 0 ? copy.error.withStatus(error.status, action) : copy.error.generic;
}

const FORM_FIELDS = new Set<string>([
  'name',
  'description',
  'price',
  'deliveryFrequency',
  'renewalPeriod',
  'benefits',
  'excludedBenefits',
] satisfies Array<keyof PlanFormValues>);

/**
 * The field messages of a refused save (a 400's `fields`, `{ name: '…', 'benefits[2]': '…' }`),
 * each on the field that shows it; a list entry's message goes on its list.
 */
export function planFieldErrors(error: unknown): Array<[keyof PlanFormValues, string]> {
  if (!isApiError(error)) return [];
  const fields = (error.data as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return [];
  const found = new Map<keyof PlanFormValues, string>();
  for (const [path, message] of Object.entries(fields as Record<string, unknown>)) {
    const name = path.split(/[.[]/)[0] ?? '';
    if (typeof message === 'string' && FORM_FIELDS.has(name)) {
      const field = name as keyof PlanFormValues;
      if (!found.has(field)) found.set(field, message);
    }
  }
  return [...found];
}
