import { apiClient } from '@platform/shared';
import type { BusinessContact } from '@platform/api/contracts';
import type { BusinessContactValues } from '@platform/shared/validation';

/** `PUT /business/contact` with the whole contact object (spec 3 §7); answers the saved contact. */
export function updateBusinessContact(contact: BusinessContactValues): Promise<BusinessContact> {
  return apiClient.put<BusinessContact>('/business/contact', contact);
}
