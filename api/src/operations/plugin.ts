import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerConfirmOrderShippingRoute } from './routes/confirm-order-shipping.ts';
import { registerCreateOrderDocumentRoute } from './routes/create-order-document.ts';
import { registerDownloadOrderDocumentRoute } from './routes/download-order-document.ts';
import { registerGetClientRoute } from './routes/get-client.ts';
import { registerListOrderActivityRoute } from './routes/get-order-activity.ts';
import { registerGetOrderBillingRoute } from './routes/get-order-billing.ts';
import { registerGetOrderClientRoute } from './routes/get-order-client.ts';
import { registerListOrderCommunicationsRoute } from './routes/get-order-communications.ts';
import { registerGetOrderItemsRoute } from './routes/get-order-items.ts';
import { registerGetOrderPaymentRoute } from './routes/get-order-payment.ts';
import { registerGetOrderShippingRoute } from './routes/get-order-shipping.ts';
import { registerGetOrderRoute } from './routes/get-order.ts';
import { registerListClientAddressesRoute } from './routes/list-client-addresses.ts';
import { registerListClientCommunicationsRoute } from './routes/list-client-communications.ts';
import { registerListClientHistoryRoute } from './routes/list-client-history.ts';
import { registerListClientOrdersRoute } from './routes/list-client-orders.ts';
import { registerListClientSubscriptionsRoute } from './routes/list-client-subscriptions.ts';
import { registerListClientsRoute } from './routes/list-clients.ts';
import { registerListOrderDocumentsRoute } from './routes/list-order-documents.ts';
import { registerListOrdersRoute } from './routes/list-orders.ts';
import { registerOrderDocumentFileRoute } from './routes/order-document-file.ts';
import { registerUpdateOrderStatusRoute } from './routes/update-order-status.ts';

/** Operations: orders and clients. */
export async function operationsPlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerListOrdersRoute(app, context);
  // The order detail page (spec 3 §2 "Order detail").
  registerGetOrderRoute(app, context);
  registerGetOrderItemsRoute(app, context);
  registerListOrderActivityRoute(app, context);
  registerGetOrderPaymentRoute(app, context);
  registerListOrderCommunicationsRoute(app, context);
  registerGetOrderShippingRoute(app, context);
  registerGetOrderClientRoute(app, context);
  registerGetOrderBillingRoute(app, context);
  registerUpdateOrderStatusRoute(app, context);
  registerConfirmOrderShippingRoute(app, context);
  registerListClientsRoute(app, context);
  registerGetClientRoute(app, context);
  registerListClientOrdersRoute(app, context);
  registerListClientSubscriptionsRoute(app, context);
  registerListClientAddressesRoute(app, context);
  registerListClientCommunicationsRoute(app, context);
  registerListClientHistoryRoute(app, context);
  // Documents: the list, the last upload step, the download link and (outside /api, with this
  // scope's bearer check) the file it points at.
  registerListOrderDocumentsRoute(app, context);
  registerCreateOrderDocumentRoute(app, context);
  registerDownloadOrderDocumentRoute(app, context);
  registerOrderDocumentFileRoute(app, context);
}
