import { apiClient } from '@platform/shared';
import type { BusinessContact } from '@platform/api/contracts';

/** `GET /business/contact` (spec 3 §7): the store's hours, phones, e-mails and social links. */
export function getBusinessContact(): Promise<BusinessContact> {
  return apiClient.get<BusinessContact>('/business/contact');
}
