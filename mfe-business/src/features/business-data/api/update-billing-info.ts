import { apiClient } from '@platform/shared';
import type { BillingInfo } from '@platform/api/contracts';
import type { BillingInfoValues } from '@platform/shared/validation';

/** `PUT /business/billing` with the whole billing object (spec 3 §7); answers the saved data. */
export function updateBillingInfo(billing: BillingInfoValues): Promise<BillingInfo> {
  return apiClient.put<BillingInfo>('/business/billing', billing);
}
