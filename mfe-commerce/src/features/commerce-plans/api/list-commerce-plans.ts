import type { CommercePlanList, CommercePlanListQuery } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import type { CommercePlanStatus } from '@platform/shared/constants';
import { commercePlanKeys } from './keys';

/** `GET /commerce-plans?status=active|archived` → the store's plans of that status, newest first. */
export function listCommercePlans(
  status: CommercePlanStatus,
  signal?: AbortSignal,
): Promise<CommercePlanList> {
  const query: CommercePlanListQuery = { status };
  return apiClient.get<CommercePlanList>('/commerce-plans', { params: query, signal });
}

/** The plans of one tab, for `useQuery(commercePlanListQuery(status))`. */
export const commercePlanListQuery = (status: CommercePlanStatus) =>
  queryOptions({
    queryKey: commercePlanKeys.list(status),
    queryFn: ({ signal }) => listCommercePlans(status, signal),
  });
