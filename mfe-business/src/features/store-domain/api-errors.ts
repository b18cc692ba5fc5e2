import { isApiError } from '@platform/shared';

/** The message a refusal gives for one field of the form (`fields: { alias: '...' }`), if any. */
export function fieldMessageOf(error: unknown, field: string): string | null {
  if (!isApiError(error)) return null;
  const fields = (error.data as { fields?: Record<string, unknown> } | null)?.fields;
  const message = fields?.[field];
  return typeof message === 'string' && message ? message : null;
}

/** The api's own message for a failure, when it gave one (else null: a generic text is shown). */
export function apiMessageOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}
