import { useCallback } from 'react';
import { useUrlSearchState } from '@platform/shared';

/**
 * A public page's state kept in the URL (docs/architecture.md, `urls.ts`): `read` turns the query
 * string into typed state, `write` turns state back into a query string (both module-level
 * functions). The shared `useUrlSearchState` does the work; here every change replaces the
 * history entry, so typing in a search box does not fill the back button, and no state has pages.
 */
export function usePageSearch<T extends object>(
  read: (params: URLSearchParams) => T,
  write: (state: T) => URLSearchParams,
): [T, (patch: Partial<T>) => void] {
  const { search, update } = useUrlSearchState({ read, write, pageKey: null });
  const replace = useCallback((patch: Partial<T>) => update(patch, { replace: true }), [update]);
  return [search, replace];
}
