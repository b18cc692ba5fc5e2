import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@platform/shared';
import {
  clientSearchParams,
  DEFAULT_CLIENT_SEARCH,
  readClientSearch,
  type ClientSearch,
} from '../urls';

export interface ClientSearchState {
  search: ClientSearch;
  /**
   * Writes changes to the URL as a new history entry. Any change but the page's goes back to
   * page 1: the old page may not exist in the new list.
   */
  update: (changes: Partial<ClientSearch>, options?: { replace?: boolean }) => void;
  /** Back to the whole list in its default order. */
  reset: () => void;
}

/** The clients page's search, filter, sort and page, read from and written to the query string. */
export function useClientSearch(): ClientSearchState {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readClientSearch(params), [params]);
  // The URL as last written, so two changes before the next render build on each other.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const navigate = useCallback(
    (target: URLSearchParams, replace: boolean) => {
      if (target.toString() === latest.current.toString()) return;
      latest.current = target;
      setParams(target, { replace });
    },
    [setParams],
  );

  // A link with defaults spelled out, or values the page does not know, is rewritten in place so
  // the address bar says what the list shows.
  useEffect(() => {
    navigate(clientSearchParams(search, params), true);
  }, [params, search, navigate]);

  const update = useCallback<ClientSearchState['update']>(
    (changes, options) => {
      const current = latest.current;
      const next = { ...readClientSearch(current), ...changes };
      if (changes.page === undefined) next.page = 1;
      navigate(clientSearchParams(next, current), options?.replace ?? false);
    },
    [navigate],
  );

  const reset = useCallback(() => update({ ...DEFAULT_CLIENT_SEARCH }), [update]);

  return { search, update, reset };
}
