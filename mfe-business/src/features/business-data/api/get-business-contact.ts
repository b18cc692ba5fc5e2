import { apiClient, queryOptions } from '@platform/shared';
import type { BusinessContact } from '@platform/api/contracts';
import { businessDataKeys } from './business-data-keys';

/** `GET /business/contact` (spec 3 §7): the store's hours, phones, e-mails and social links. */
export function getBusinessContact(signal?: AbortSignal): Promise<BusinessContact> {
  return apiClient.get<BusinessContact>('/business/contact', { signal });
}

/** The business contact, for `useQuery(businessContactQuery())`. */
export const businessContactQuery = () =>
  queryOptions({
    queryKey: businessDataKeys.contact(),
    queryFn: ({ signal }) => getBusinessContact(signal),
  });
