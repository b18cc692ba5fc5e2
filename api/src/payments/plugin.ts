import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { paymentReturnRoutes } from './routes/payment-return.ts';
import { registerCreateOrderPaymentRoute } from './routes/create-order-payment.ts';
import { registerGetPublicOrderRoute } from './routes/get-public-order.ts';

/** Payments: the public order page's payment, and the return from the card provider. */
export async function paymentsPlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerGetPublicOrderRoute(app, context);
  registerCreateOrderPaymentRoute(app, context);
  await app.register(paymentReturnRoutes, context);
}
