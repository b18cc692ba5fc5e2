import { GENERIC_ERROR_MESSAGE, isApiError } from '@platform/shared';

/**
 * The api's own reason for refusing a change (a stale plan, a declined charge, no pending change),
 * shown under the spec's message; null for a failure that says nothing more (5xx, no connection).
 */
export function refusalReason(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  return error.message && error.message !== GENERIC_ERROR_MESSAGE ? error.message : null;
}
