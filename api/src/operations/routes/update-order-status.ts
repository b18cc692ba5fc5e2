import type { AppContext } from '../../app-context.ts';
import { requireAuth, requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { operationsRoutes } from '../contract.ts';
import { parseStatusChange, updateOrderStatus } from '../order-status.ts';

/**
 * POST /api/orders/:id/status {status, expectedStatus?} → the order detail. 400 for draft or an
 * unknown status; 409 for a draft (it leaves draft only through its payment), the same status, a
 * status changed meanwhile (expectedStatus), or shipped before the shipment of an order that needs
 * one is registered (the screen opens the manual shipping form first).
 */
export function registerUpdateOrderStatusRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...operationsRoutes.updateOrderStatus,
    handler: async (request) => {
      const storeId = requireStore(request);
      const change = parseStatusChange(request.body);
      return updateOrderStatus(db, {
        storeId,
        orderId: request.params.id,
        userId: requireAuth(request).userId,
        ...change,
      });
    },
  });
}
