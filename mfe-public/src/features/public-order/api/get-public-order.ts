import { apiClient, queryOptions } from '@platform/shared';
import type { PublicOrder } from '@platform/api/contracts';

export type { PublicOrderItem, PublicOrder, PublicOrderStatus } from '@platform/api/contracts';

/** The cache keys of the public orders, one per order id. */
export const publicOrderKeys = {
  all: ['public-order'] as const,
  detail: (id: string) => [...publicOrderKeys.all, id] as const,
};

/** `GET /public/orders/{id}` (public, no token). An unknown id is a 404. */
export function getPublicOrder(id: string, signal?: AbortSignal): Promise<PublicOrder> {
  return apiClient.get<PublicOrder>(`/public/orders/${encodeURIComponent(id)}`, { signal });
}

/** The order of the payment page, for `useQuery(publicOrderQuery(id))`. */
export const publicOrderQuery = (id: string) =>
  queryOptions({
    queryKey: publicOrderKeys.detail(id),
    queryFn: ({ signal }) => getPublicOrder(id, signal),
  });
