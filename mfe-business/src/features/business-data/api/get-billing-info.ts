import { apiClient } from '@platform/shared';
import type { BillingInfo } from '@platform/api/contracts';

/** `GET /business/billing` (spec 3 §7): the platform billing data, blank until first saved. */
export function getBillingInfo(): Promise<BillingInfo> {
  return apiClient.get<BillingInfo>('/business/billing');
}
