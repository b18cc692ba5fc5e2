import type { OrderList, OrderListItem } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { DASHBOARD } from '@platform/shared/constants';

/** Spec 1 §3 "Order (as used by dashboard)". */
export type PendingOrder = Pick<
  OrderListItem,
  'id' | 'status' | 'createdAt' | 'clientName' | 'orderNumber' | 'itemsCount'
>;

/**
 * The cache keys of the dashboard's orders. Under `['orders']`, so a change that invalidates the
 * orders reaches this card too; the last part names the dashboard's own selection, since every
 * remote shares the page's cache and one key must always hold the same data.
 */
export const orderKeys = {
  all: ['orders'] as const,
  upcomingDeliveries: () => [...orderKeys.all, 'upcoming-deliveries'] as const,
};

/**
 * The pending orders, oldest first, five of them (spec 1 §7): asked to the orders list already
 * filtered and sorted, and the rule applied again here.
 */
export async function listPendingOrders(signal?: AbortSignal): Promise<PendingOrder[]> {
  const { data } = await apiClient.get<OrderList>('/orders', {
    params: {
      status: 'pending',
      sortBy: 'createdAt',
      sortDirection: 'asc',
      perPage: DASHBOARD.listSize,
    },
    signal,
  });
  return (data ?? [])
    .filter((order) => order.status === 'pending')
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .slice(0, DASHBOARD.listSize);
}

/** 'Próximas Entregas', for `useQuery(upcomingDeliveriesQuery())`. */
export const upcomingDeliveriesQuery = () =>
  queryOptions({
    queryKey: orderKeys.upcomingDeliveries(),
    queryFn: ({ signal }) => listPendingOrders(signal),
  });
