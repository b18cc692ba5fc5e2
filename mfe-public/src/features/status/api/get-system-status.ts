import { apiClient } from '@platform/shared';
import type { SystemComponentStatus } from '@platform/shared/constants';

export type SystemComponentIcon = 'Server' | 'Database' | 'CreditCard' | 'Globe';

export interface SystemComponent {
  id: string;
  name: string;
  description: string;
  icon: SystemComponentIcon;
  status: SystemComponentStatus;
  latencyMs: number;
  message: string | null;
  lastUpdated: string;
}

export type IncidentStatus = 'investigating' | 'monitoring' | 'resolved';

export interface SystemIncident {
  id: string;
  title: string;
  /** When it started (ISO). */
  date: string;
  description: string;
  componentId: string | null;
  status: IncidentStatus;
  resolvedAt: string | null;
}

export interface SystemStatus {
  status: SystemComponentStatus;
  checkedAt: string;
  components: SystemComponent[];
  /** Percentages (99.95 = 99,95 %). */
  uptime: { last24h: number; last7d: number; last30d: number };
  incidents: SystemIncident[];
}

/** `GET /system/status` (public): live component checks, uptime and the incident history. */
export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return apiClient.get<SystemStatus>('/system/status', { signal });
}
