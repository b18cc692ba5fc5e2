import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import type { BillingInfo } from '@platform/api/contracts';
import type { BillingInfoValues } from '@platform/shared/validation';
import { businessDataKeys } from './business-data-keys';

/** `PUT /business/billing` with the whole billing object (spec 3 §7); answers the saved data. */
export function updateBillingInfo(billing: BillingInfoValues): Promise<BillingInfo> {
  return apiClient.put<BillingInfo>('/business/billing', billing);
}

/** Saves the billing data; the cached one becomes the answer, so every reader sees it at once. */
export function useUpdateBillingInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-billing-info'],
    mutationFn: updateBillingInfo,
    onSuccess: (saved) => queryClient.setQueryData(businessDataKeys.billing(), saved),
  });
}
