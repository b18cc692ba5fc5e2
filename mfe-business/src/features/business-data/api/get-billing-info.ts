import { apiClient, queryOptions } from '@platform/shared';
import type { BillingInfo } from '@platform/api/contracts';
import { businessDataKeys } from './business-data-keys';

/** `GET /business/billing` (spec 3 §7): the platform billing data, blank until first saved. */
export function getBillingInfo(signal?: AbortSignal): Promise<BillingInfo> {
  return apiClient.get<BillingInfo>('/business/billing', { signal });
}

/** The platform billing data, for `useQuery(billingInfoQuery())`. */
export const billingInfoQuery = () =>
  queryOptions({
    queryKey: businessDataKeys.billing(),
    queryFn: ({ signal }) => getBillingInfo(signal),
  });
