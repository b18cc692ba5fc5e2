import { useLoad } from '../../../lib/use-load';
import { listPendingOrders } from '../api/list-pending-orders';

export function useUpcomingDeliveries() {
  return useLoad(listPendingOrders, 'pending-orders', 'próximas entregas');
}
