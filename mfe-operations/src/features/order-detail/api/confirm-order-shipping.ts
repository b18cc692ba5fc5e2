import type { ConfirmShippingBody, Ok } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import type { ManualShippingValues } from '@platform/shared/validation';
import { orderPath } from './keys';
import { refreshAfterStatusChange } from './refresh-after-change';

/**
 * `POST /orders/{id}/shipping/confirm` with the manual shipment → `{ ok }`. The api registers the
 * shipment and marks the order shipped in the same step (e-mailing the client when asked).
 */
export function confirmOrderShipping(id: string, shipment: ManualShippingValues): Promise<Ok> {
  const body: ConfirmShippingBody = {
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    notes: shipment.notes,
    estimatedDeliveryRange: shipment.estimatedDeliveryRange,
    message: shipment.message,
    sendEmailToCustomer: shipment.sendEmailToCustomer,
  };
  return apiClient.post<Ok>(`${orderPath(id)}/shipping/confirm`, body);
}

/** Registers the shipment; the order (now shipped) and its parts refresh. */
export function useConfirmOrderShipping(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['confirm-order-shipping'],
    mutationFn: (shipment: ManualShippingValues) => confirmOrderShipping(id, shipment),
    onSuccess: () => void refreshAfterStatusChange(queryClient, id),
  });
}
