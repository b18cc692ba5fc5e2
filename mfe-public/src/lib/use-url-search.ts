import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@platform/shared';

/**
 * Page state kept in the URL (docs/architecture.md, `urls.ts`): `read` turns the query string into typed state,
 * `write` turns state back into a query string. Updates replace the history entry, so typing
 * in a search box does not fill the back button.
 */
export function useUrlSearch<T extends object>(
  read: (params: URLSearchParams) => T,
  write: (state: T) => URLSearchParams,
): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `params`
  const state = useMemo(() => read(params), [key, read]);
  const update = useCallback(
    (patch: Partial<T>) => setParams(write({ ...state, ...patch }), { replace: true }),
    [setParams, state, write],
  );
  return [state, update];
}
