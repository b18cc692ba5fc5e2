import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface Resource<T> {
  /** The last value loaded (kept while a newer request is under way). */
  data: T | null;
  /** True until the request for the current key (or the last reload) has answered. */
  loading: boolean;
  /** The failure of the current request, if it failed. */
  error: unknown;
  reload: () => void;
}

interface Settled<T> {
  request: string | null;
  data: T | null;
  error: unknown;
}

/**
 * Loads something when the page mounts and whenever `key` changes; `reload` tries again. Only
 * the current request may write the state (an older, slower answer is dropped), requests are
 * aborted on change and on unmount. `delayMs` waits before loading.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  { delayMs = 0, label = 'recurso' }: { delayMs?: number; label?: string } = {},
): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ request: null, data: null, error: null });
  const request = `${attempt}:${key}`;
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      run(controller.signal)
        .then((data) => {
          if (!controller.signal.aborted) setSettled({ request, data, error: null });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(`[mfe-public] no se pudo cargar ${label}`, error);
          setSettled((previous) => ({ request, data: previous.data, error }));
        });
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [request, delayMs, label]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = settled.request === request;
  return {
    data: settled.data,
    loading: !current,
    error: current ? settled.error : null,
    reload,
  };
}
