import { useCallback } from 'react';
import { useUrlSearchState } from '@platform/shared';
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
  const { search, update } = useUrlSearchState({
    read: readClientSearch,
    write: clientSearchParams,
  });
  const reset = useCallback(() => update({ ...DEFAULT_CLIENT_SEARCH }), [update]);
  return { search, update, reset };
}
