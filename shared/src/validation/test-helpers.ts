import { ValidationError, type Schema } from 'yup';

/** The first message the schema gives for `value` (or for `path` inside it); null when valid. */
export function firstError(
  schema: Schema,
  value: unknown,
  path?: string,
  context?: object,
): string | null {
  try {
    schema.validateSync(value, { abortEarly: false, context });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length ? error.inner : [error];
    const match = path === undefined ? inner[0] : inner.find((e) => e.path === path);
    return match?.message ?? null;
  }
}
