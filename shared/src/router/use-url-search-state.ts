import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The keys of `S` whose value is a number: the ones that can hold the page. */
type NumberKey<S> = { [K in keyof S]-?: S[K] extends number ? K : never }[keyof S];

export interface UrlSearchStateOptions<S> {
  /**
   * The page's state from a query string (each missing or unknown value its default). Keep it
   * stable (a module-level function): it runs again whenever it changes.
   */
  read: (params: URLSearchParams) => S;
  /**
   * The query string for a state, built on `current` so parameters that are not the page's own
   * stay as they were. Keep it stable, like `read`.
   */
  write: (state: S, current: URLSearchParams) => URLSearchParams;
  /**
   * The state's page number, set back to 1 by a change that does not name it. Default `'page'`;
   * null for a state without pages.
   */
  pageKey?: NumberKey<S> | null;
}

export interface UrlSearchState<S> {
  /** The state the URL holds now. */
  search: S;
  /**
   * Applies changes to the URL as a new history entry (`replace` to replace it instead). A change
   * that does not name the page goes back to page 1, since the old page may not exist in the new
   * list. `changes` may be a function of the state as last written.
   */
  update: (
    changes: Partial<S> | ((current: S) => Partial<S>),
    options?: { replace?: boolean },
  ) => void;
}

/**
 * A typed state (a list's filters, sort and page) read from and written to the query string.
 *
 * - Two changes before the next render (two filters whose typing pauses together) build on each
 *   other: each starts from the URL as last written, not the URL of the last render.
 * - Writing the URL that is already there does nothing, rather than add a history entry that
 *   changes nothing.
 * - A link with defaults spelled out or values the page does not know is rewritten in place
 *   (replacing its history entry), so the address bar always shows what the page shows.
 */
export function useUrlSearchState<S extends object>({
  read,
  write,
  pageKey = 'page' as NumberKey<S>,
}: UrlSearchStateOptions<S>): UrlSearchState<S> {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => read(params), [read, params]);
  // The URL as last written (see above). A render brings either one of this hook's own writes,
  // possibly an older one than the last (the router renders them in turn, and a loaded browser
  // can reach the first after a second was written), or a URL from elsewhere (a link, back or
  // forward). An older own write must change nothing: taking it as the latest, or rewriting the
  // URL to it, would undo the changes written after it.
  const latest = useRef(params);
  const inFlight = useRef<string[]>([]);

  const navigate = useCallback(
    (target: URLSearchParams, replace: boolean) => {
      if (target.toString() === latest.current.toString()) return;
      latest.current = target;
      inFlight.current.push(target.toString());
      setParams(target, { replace });
    },
    [setParams],
  );

  useEffect(() => {
    const own = inFlight.current.indexOf(params.toString());
    if (own !== -1) {
      inFlight.current = inFlight.current.slice(own + 1);
      if (inFlight.current.length === 0) latest.current = params;
      return;
    }
    // From elsewhere: it becomes the latest, rewritten in place when it is not as `write` puts it.
    inFlight.current = [];
    latest.current = params;
    navigate(write(search, params), true);
  }, [params, search, write, navigate]);

  const update = useCallback<UrlSearchState<S>['update']>(
    (changes, options) => {
      const current = latest.current;
      const state = read(current);
      const changed = typeof changes === 'function' ? changes(state) : changes;
      const next: S = { ...state, ...changed };
      if (pageKey !== null && changed[pageKey] === undefined) {
        (next as Record<NumberKey<S>, number>)[pageKey] = 1;
      }
      navigate(write(next, current), options?.replace ?? false);
    },
    [read, write, pageKey, navigate],
  );

  return { search, update };
}
