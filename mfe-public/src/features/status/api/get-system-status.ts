import type { SystemStatus } from '@platform/api/contracts';
import { apiClient } from '@platform/shared';

export type {
  ComponentReport as SystemComponent,
  SystemIncident,
  SystemStatus,
} from '@platform/api/contracts';
export type SystemComponentIcon = import('@platform/api/contracts').ComponentReport['icon'];
export type IncidentStatus = import('@platform/api/contracts').SystemIncident['status'];

/** `GET /system/status` (public): live component checks, uptime and the incident history. */
export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return apiClient.get<SystemStatus>('/system/status', { signal });
}
