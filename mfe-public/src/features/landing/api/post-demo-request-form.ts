import type { Ok } from '@platform/api/contracts';
import { apiClient } from '@platform/shared/core';
import type { LeadValues } from '@platform/shared/validation';

/**
 * `POST /forms/demo-request` (public): the form service that notifies the sales team (spec 1 §7:
 * "an external form post"; the api stands in for it locally).
 */
export function postDemoRequestForm(lead: LeadValues): Promise<Ok> {
  return apiClient.post<Ok>('/forms/demo-request', lead);
}
