import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * Runs `load` whenever `key` changes (and on `reload()`); an answer for an older key is dropped.
 * While the answer for the current key has not arrived the state is 'loading'. A failure is
 * always logged (spec 1 §8); the caller decides what it shows.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  key: string,
  label: string,
): LoadState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; state: LoadState<T> } | null>(null);
  useEffect(() => {
    let active = true;
    load()
      .then((data) => active && setAnswer({ request, state: { status: 'ready', data } }))
      .catch((error: unknown) => {
        console.error(`[dashboard] ${label}`, error);
        if (active) setAnswer({ request, state: { status: 'failed', error } });
      });
    return () => {
      active = false;
    };
    // `load` is rebuilt on every render; `request` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const state = answer?.request === request ? answer.state : LOADING;
  return { ...state, reload };
}
