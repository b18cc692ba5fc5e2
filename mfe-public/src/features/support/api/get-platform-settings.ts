import { apiClient } from '@platform/shared';
import type { PlatformSettings } from '@platform/api/contracts';

export type { BusinessHoursEntry, PlatformSettings } from '@platform/api/contracts';

/** `GET /public/platform-settings` (public), kept 60 s by the api client: the legal pages share it. */
export function getPlatformSettings(signal?: AbortSignal): Promise<PlatformSettings> {
  return apiClient.get<PlatformSettings>('/public/platform-settings', { cache: true, signal });
}
