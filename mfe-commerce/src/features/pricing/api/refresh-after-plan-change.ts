import type { PlanChangeResult } from '@platform/api/contracts';
import type { QueryClient } from '@platform/shared';
import { DASHBOARD_PLAN_KEY, storeSubscriptionKeys } from './keys';

/**
 * After a change or a cancelled change: the page shows the api's new plan at once, then every
 * reader of the store's plan refetches (this page's, the dashboard card's), and the previews,
 * whose charge and dates depended on the old plan, are dropped.
 */
export function refreshAfterPlanChange(
  queryClient: QueryClient,
  result: PlanChangeResult,
): Promise<void> {
  queryClient.setQueryData(storeSubscriptionKeys.currentPlan(), result.currentPlan);
  queryClient.removeQueries({ queryKey: storeSubscriptionKeys.previews() });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: storeSubscriptionKeys.currentPlan() }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_PLAN_KEY }),
  ]).then(() => undefined);
}
