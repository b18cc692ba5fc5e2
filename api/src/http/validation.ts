import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

import { badRequest } from './errors.ts';

export const UNREADABLE_BODY = 'Los datos enviados no tienen el formato esperado';

/**
 * Validates (and casts) a body or query with a yup schema. Unknown keys are dropped; the first
 * message becomes the error message and every field's first message is listed in `fields`.
 * `context` is yup's (e.g. `{ today }` for the date-range schema).
 */
export function validate<S extends AnyObjectSchema>(
  schema: S,
  value: unknown,
  context?: Record<string, unknown>,
): InferType<S> {
  if (
    value !== undefined &&
    value !== null &&
    (typeof value !== 'object' || Array.isArray(value))
  ) {
    throw badRequest('Se esperaba un objeto JSON');
  }
  try {
    return schema.validateSync(value ?? {}, {
      abortEarly: false,
      stripUnknown: true,
      context,
    }) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) {
      const fields: Record<string, string> = {};
      for (const inner of error.inner.length ? error.inner : [error]) {
        const key = inner.path || '_';
        if (!(key in fields) && inner.message) fields[key] = inner.message;
      }
      throw badRequest(error.errors[0] ?? 'Datos inválidos', { fields });
    }
    // A rule that cannot read the value (e.g. `string().trim()` given an object) throws instead of
    // failing; the contract should have refused such a value already, but it is bad input all the same.
    if (error instanceof TypeError) throw badRequest(UNREADABLE_BODY);
    throw error;
  }
}
