import type { SystemStatus } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { STATUS_PAGE } from '../constants';

export type {
  ComponentReport as SystemComponent,
  SystemIncident,
  SystemStatus,
} from '@platform/api/contracts';
export type SystemComponentIcon = import('@platform/api/contracts').ComponentReport['icon'];
export type IncidentStatus = import('@platform/api/contracts').SystemIncident['status'];

/** The cache keys of the system status. */
export const systemStatusKeys = {
  all: ['system-status'] as const,
};

/** `GET /system/status` (public): live component checks, uptime and the incident history. */
export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return apiClient.get<SystemStatus>('/system/status', { signal });
}

/** Waits `ms`; a cancelled load stops waiting (and so never sends its request). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Whether this load is the page's own, in the browser. The static hosting's render of the page
 * (docs/prerendering.md) runs the same query in Node; it asks at once, so the first visitor after
 * a deploy gets the rendered status rather than its loading state (the render waits 0.8 s at most).
 */
const inBrowser = () => typeof window !== 'undefined';

/**
 * The system status, for `useQuery(systemStatusQuery())`: every load of the page (the first, a
 * poll, a retry) waits the 1.5 s delay of spec 3 §7 before it asks the api.
 */
export const systemStatusQuery = () =>
  queryOptions({
    queryKey: systemStatusKeys.all,
    queryFn: async ({ signal }) => {
      if (inBrowser()) await pause(STATUS_PAGE.loadDelayMs, signal);
      return getSystemStatus(signal);
    },
  });
