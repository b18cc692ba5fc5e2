import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown };

/**
 * Runs `load` when `deps` change (a newer run wins; an older answer is dropped) and on `reload()`.
 * The caller decides what a failure shows; it is always logged, as spec 1 §8 asks.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  label: string,
): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    load()
      .then((data) => active && setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        console.error(`[dashboard] ${label}`, error);
        if (active) setState({ status: 'failed', error });
      });
    return () => {
      active = false;
    };
    // `load` is rebuilt on every render; `deps` say when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, reload };
}
