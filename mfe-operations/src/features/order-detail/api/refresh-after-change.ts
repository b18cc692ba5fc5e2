import type { QueryClient } from '@platform/shared';
import { orderDetailKeys } from './keys';

/**
 * After a status change or a shipment (spec 3 §4): the order, its activity, its communications
 * and its shipping are read again; every other order and client answer (the list's rows, a
 * client's orders) is marked stale and read again when next shown.
 */
export async function refreshAfterStatusChange(queryClient: QueryClient, id: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: ['clients'], refetchType: 'none' }),
  ]);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: orderDetailKeys.order(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: orderDetailKeys.part(id, 'activity') }),
    queryClient.invalidateQueries({ queryKey: orderDetailKeys.part(id, 'communications') }),
    queryClient.invalidateQueries({ queryKey: orderDetailKeys.part(id, 'shipping') }),
  ]);
}
