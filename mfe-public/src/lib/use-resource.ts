import { useCallback, useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  data: T | null;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * Loads something when the page mounts and whenever `key` changes; `reload` tries again. Only
 * the newest request may write the state (an older, slower answer is dropped), requests are
 * aborted on change and on unmount. `delayMs` waits before loading (a debounce for typing).
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  { delayMs = 0, label = 'recurso' }: { delayMs?: number; label?: string } = {},
): Resource<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    const timer = window.setTimeout(() => {
      loadRef
        .current(controller.signal)
        .then((value) => {
          if (controller.signal.aborted) return;
          setData(value);
          setLoading(false);
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          console.error(`[mfe-public] no se pudo cargar ${label}`, failure);
          setError(failure);
          setLoading(false);
        });
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt, delayMs, label]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, reload };
}
