import type { OrderDetail, UpdateOrderStatusBody } from '@platform/api/contracts';
import { apiClient, isApiError, useMutation, useQueryClient } from '@platform/shared';
import type { OrderStatus } from '@platform/shared/constants';
import { orderDetailKeys, orderPath } from './keys';
import { refreshAfterStatusChange } from './refresh-after-change';

export interface StatusChange {
  id: string;
  status: OrderStatus;
  /** The status the merchant saw: a change made meanwhile by someone else answers 409. */
  expectedStatus: OrderStatus;
}

/** `POST /orders/{id}/status` {status, expectedStatus} → the order as it now is. */
export function updateOrderStatus({ id, status, expectedStatus }: StatusChange) {
  const body: UpdateOrderStatusBody = { status, expectedStatus };
  return apiClient.post<OrderDetail>(`${orderPath(id)}/status`, body);
}

/**
 * Changes the status; the answer replaces the cached order, then the page's parts refresh. A 409
 * (changed meanwhile by someone else) reads the order again, so the panel shows where it stands.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-order-status'],
    mutationFn: updateOrderStatus,
    onSuccess: (order, { id }) => {
      queryClient.setQueryData(orderDetailKeys.order(id), order);
      void refreshAfterStatusChange(queryClient, id);
    },
    onError: (error, { id }) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: orderDetailKeys.order(id), exact: true });
      }
    },
  });
}
