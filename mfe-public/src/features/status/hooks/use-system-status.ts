import { useCallback, useEffect, useRef, useState } from 'react';
import { getSystemStatus, type SystemStatus } from '../api/get-system-status';
import { STATUS_PAGE } from '../constants';

export interface SystemStatusState {
  data: SystemStatus | null;
  /** True while a load (its delay included) is under way. */
  loading: boolean;
  failed: boolean;
  /** Loads again now (after the same delay); the 30 s rhythm carries on. */
  reload: () => void;
}

/**
 * The status page's data: loaded on entry and then every 30 s, each load preceded by the 1.5 s
 * delay of spec 3 §7. A failed load keeps the last data shown (with the error) until one succeeds.
 * Only the newest load may write the state, and nothing is written after unmount.
 */
export function useSystemStatus({
  pollIntervalMs = STATUS_PAGE.pollIntervalMs,
  loadDelayMs = STATUS_PAGE.loadDelayMs,
}: { pollIntervalMs?: number; loadDelayMs?: number } = {}): SystemStatusState {
  const [data, setData] = useState<SystemStatus | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const delayTimer = useRef<number | undefined>(undefined);

  /** Waits the delay, then fetches; a newer call cancels an older one. */
  const fetchAfterDelay = useCallback(() => {
    const id = ++latest.current;
    controller.current?.abort();
    window.clearTimeout(delayTimer.current);
    delayTimer.current = window.setTimeout(() => {
      const abort = new AbortController();
      controller.current = abort;
      getSystemStatus(abort.signal)
        .then((status) => {
          if (id !== latest.current) return;
          setData(status);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if (id !== latest.current || abort.signal.aborted) return;
          console.error('[status] no se pudo cargar el estado del sistema', error);
          setFailed(true);
        })
        .finally(() => {
          if (id === latest.current) setLoading(false);
        });
    }, loadDelayMs);
  }, [loadDelayMs]);

  const reload = useCallback(() => {
    setLoading(true);
    fetchAfterDelay();
  }, [fetchAfterDelay]);

  useEffect(() => {
    // The first load: `loading` already starts true.
    fetchAfterDelay();
    const interval = window.setInterval(reload, pollIntervalMs);
    return () => {
      latest.current += 1;
      window.clearInterval(interval);
      window.clearTimeout(delayTimer.current);
      controller.current?.abort();
    };
  }, [fetchAfterDelay, reload, pollIntervalMs]);

  return { data, loading, failed, reload };
}
