import type { OrderList, OrderListItem } from '@platform/api/contracts';
import { apiClient } from '@platform/shared';
import { DASHBOARD } from '@platform/shared/constants';

/** Spec 1 §3 "Order (as used by dashboard)". */
export type PendingOrder = Pick<
  OrderListItem,
  'id' | 'status' | 'createdAt' | 'clientName' | 'orderNumber' | 'itemsCount'
>;

/**
 * The pending orders, oldest first, five of them (spec 1 §7): asked to the orders list already
 * filtered and sorted, and the rule applied again here.
 */
export async function listPendingOrders(): Promise<PendingOrder[]> {
  const { data } = await apiClient.get<OrderList>('/orders', {
    params: {
      status: 'pending',
      sortBy: 'createdAt',
      sortDirection: 'asc',
      perPage: DASHBOARD.listSize,
    },
  });
  return (data ?? [])
    .filter((order) => order.status === 'pending')
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .slice(0, DASHBOARD.listSize);
}
