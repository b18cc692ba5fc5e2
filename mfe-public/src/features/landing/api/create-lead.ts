import { apiClient } from '@platform/shared/core';
import type { LeadValues } from '@platform/shared/validation';

/** `POST /leads` (public): the backup copy of a demo request, kept by the platform. */
export function createLead(lead: LeadValues): Promise<{ id: string }> {
  return apiClient.post<{ id: string }>('/leads', lead);
}
