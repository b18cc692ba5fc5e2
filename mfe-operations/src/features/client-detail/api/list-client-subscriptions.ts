import type { ClientSubscriptions } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { clientDetailKeys } from './keys';

/** `GET /clients/:id/subscriptions` → the client's subscriptions, each with its shipping address. */
export function listClientSubscriptions(
  id: string,
  signal?: AbortSignal,
): Promise<ClientSubscriptions> {
  return apiClient.get<ClientSubscriptions>(`/clients/${encodeURIComponent(id)}/subscriptions`, {
    signal,
  });
}

/** For `useQuery(clientSubscriptionsQuery(id))`. */
export const clientSubscriptionsQuery = (id: string) =>
  queryOptions({
    queryKey: clientDetailKeys.subscriptions(id),
    queryFn: ({ signal }) => listClientSubscriptions(id, signal),
  });
