import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@platform/shared';

/**
 * Page state kept in the URL (docs/architecture.md, `urls.ts`): `read` turns the query string into typed state,
 * `write` turns state back into a query string. Updates replace the history entry, so typing
 * in a search box does not fill the back button.
 *
 * A change builds on the state as last written, not as last rendered: the router renders a
 * written URL a moment later, and a second change in that moment ('Ver todas las preguntas' then a
 * category) would otherwise bring back what the first one cleared.
 */
export function useUrlSearch<T extends object>(
  read: (params: URLSearchParams) => T,
  write: (state: T) => URLSearchParams,
): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `params`
  const state = useMemo(() => read(params), [key, read]);
  // The own writes the router has not rendered yet, oldest first, and the state of the last one.
  const inFlight = useRef<string[]>([]);
  const latest = useRef<T | null>(null);

  useEffect(() => {
    const own = inFlight.current.indexOf(key);
    if (own !== -1) {
      inFlight.current = inFlight.current.slice(own + 1);
      if (inFlight.current.length === 0) latest.current = null;
      return;
    }
    // A URL from elsewhere (a link, back or forward) is the state from now on.
    inFlight.current = [];
    latest.current = null;
  }, [key]);

  const update = useCallback(
    (patch: Partial<T>) => {
      const next = { ...(latest.current ?? state), ...patch };
      const target = write(next);
      latest.current = next;
      inFlight.current.push(target.toString());
      setParams(target, { replace: true });
    },
    [setParams, state, write],
  );
  return [state, update];
}
