import type { PlanChangePreview, PlanChangePreviewQuery } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { storeSubscriptionKeys } from './keys';

export type { PlanChangePreview };

/**
 * `GET /store-subscriptions/plan-change-preview?planId=` → whether choosing the plan is an upgrade
 * or a downgrade, the exact charge and card, the date it takes effect and what blocks it.
 */
export function previewPlanChange(
  planId: string,
  signal?: AbortSignal,
): Promise<PlanChangePreview> {
  const query: PlanChangePreviewQuery = { planId };
  return apiClient.get<PlanChangePreview>('/store-subscriptions/plan-change-preview', {
    params: query,
    signal,
  });
}

/**
 * The preview the plan-change dialog shows before the merchant confirms. Never reused: the charge,
 * the card and the billing state may have changed since the dialog last opened.
 */
export const planChangePreviewQuery = (planId: string) =>
  queryOptions({
    queryKey: storeSubscriptionKeys.preview(planId),
    queryFn: ({ signal }) => previewPlanChange(planId, signal),
    staleTime: 0,
    gcTime: 0,
  });
