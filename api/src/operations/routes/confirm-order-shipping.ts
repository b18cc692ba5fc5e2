import { manualShippingSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireAuth, requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { validate } from '../../http/validation.ts';
import { operationsRoutes } from '../contract.ts';
import { confirmOrderShipping, type ManualShipment } from '../order-shipping.ts';

/**
 * POST /api/orders/:id/shipping/confirm {carrier, trackingNumber, notes, estimatedDeliveryRange,
 * message, sendEmailToCustomer} → {ok: true}: the manual shipping form (its own rules and
 * messages, 400), then the shipment, the order shipped and the client's e-mail when asked. 409 for
 * an order that needs no shipping or is not pending or in process.
 */
export function registerConfirmOrderShippingRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.confirmOrderShipping,
    handler: async (request) => {
      const storeId = requireStore(request);
      const shipment = validate(manualShippingSchema, request.body) as ManualShipment;
      await confirmOrderShipping(db, {
        storeId,
        orderId: request.params.id,
        userId: requireAuth(request).userId,
        shipment,
      });
      return { ok: true as const };
    },
  });
}
