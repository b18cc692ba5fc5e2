import type { ClientOrders } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { newestFirst } from '../newest-first';
import { clientDetailKeys } from './keys';

/** `GET /clients/:id/orders` → the client's orders, newest first. */
export function listClientOrders(id: string, signal?: AbortSignal): Promise<ClientOrders> {
  return apiClient.get<ClientOrders>(`/clients/${encodeURIComponent(id)}/orders`, { signal });
}

/** The orders in the order the screen shows them. */
const newestOrders = (answer: ClientOrders) => newestFirst(answer.orders, ({ date }) => date);

/** For `useQuery(clientOrdersQuery(id))`. */
export const clientOrdersQuery = (id: string) =>
  queryOptions({
    queryKey: clientDetailKeys.orders(id),
    queryFn: ({ signal }) => listClientOrders(id, signal),
    select: newestOrders,
  });
