import { apiClient, cachedGet, queryOptions } from '@platform/shared';
import type { PlatformSettings } from '@platform/api/contracts';

export type { BusinessHoursEntry, PlatformSettings } from '@platform/api/contracts';

/** The cache keys of the platform's contact details. */
export const platformSettingsKeys = {
  all: ['platform-settings'] as const,
};

/** `GET /public/platform-settings` (public): the platform's contact details. */
export function getPlatformSettings(signal?: AbortSignal): Promise<PlatformSettings> {
  return apiClient.get<PlatformSettings>('/public/platform-settings', { signal });
}

/**
 * The platform's contact details for /contact and the legal pages, for
 * `useQuery(platformSettingsQuery())`; reused for a minute, so those pages share one answer.
 */
export const platformSettingsQuery = () =>
  queryOptions({
    ...cachedGet,
    queryKey: platformSettingsKeys.all,
    queryFn: ({ signal }) => getPlatformSettings(signal),
  });
