import { useEffect } from 'react';
import { useQuery } from '@platform/shared';
import { systemStatusQuery } from '../api/get-system-status';
import { STATUS_PAGE } from '../constants';

/**
 * The status page's data: loaded on entry and then every 30 s (spec 3 §7), each load after its
 * 1.5 s delay. The rhythm counts from entry: a manual refresh does not move it (the library's
 * `refetchInterval` would restart after every answer). A failed load keeps the last data shown,
 * with the error, until one succeeds; leaving the page cancels the load under way.
 */
export function useSystemStatus(pollIntervalMs: number = STATUS_PAGE.pollIntervalMs) {
  const status = useQuery(systemStatusQuery());
  const { refetch } = status;

  useEffect(() => {
    const interval = window.setInterval(() => void refetch(), pollIntervalMs);
    return () => window.clearInterval(interval);
  }, [refetch, pollIntervalMs]);

  return status;
}
