import type { CreatedLead } from '@platform/api/contracts';
import { apiClient } from '@platform/shared/core';
import type { LeadValues } from '@platform/shared/validation';

/** `POST /leads` (public): the backup copy of a demo request, kept by the platform. */
export function createLead(lead: LeadValues): Promise<CreatedLead> {
  return apiClient.post<CreatedLead>('/leads', lead);
}
