import { randomBytes, randomUUID } from 'node:crypto';

import { object, string } from 'yup';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import { validate } from '../../http/validation.ts';
import { paymentsRoutes } from '../contract.ts';
import { PaymentProviderError } from '../payment-provider.ts';
import { recordPaymentSession } from '../record-order-payment.ts';
import { ORDER_NOT_FOUND, findPublicOrder, paymentRefusal } from '../public-order.ts';

/** How long the platform waits for the outcome of a payment attempt. */
export const PAYMENT_SESSION_TTL_MINUTES = 10;

/** Where the provider sends the browser back to (routes/public-orders/payment-return.ts). */
export const PAYMENT_RETURN_PATH = '/api/public/payments/webpay-return';

const bodySchema = object({
  // The spec's body is {orderId}; here the id is in the path, so it may be left out.
  orderId: string().trim().max(64, 'orderId no es válido'),
  returnUrl: string().trim().max(2000, 'returnUrl es demasiado larga'),
});

/** The front-end page the outcome is shown on: one of the web origins, or the shell's page. */
function frontEndReturnUrl(
  requested: string | undefined,
  webOrigins: readonly string[],
  publicId: string,
): string {
  const fallback = `${webOrigins[0] ?? 'http://localhost:3000'}/public/orders/${publicId}`;
  if (!requested) return fallback;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    throw badRequest('returnUrl debe ser una URL absoluta', { fields: { returnUrl: 'inválida' } });
  }
  if (!webOrigins.includes(url.origin)) {
    throw badRequest('returnUrl debe ser una página de la plataforma', {
      fields: { returnUrl: 'origen no permitido' },
    });
  }
  url.searchParams.delete('paymentStatus');
  url.hash = '';
  return url.toString();
}

/**
 * POST /api/public/orders/:publicId/payments {orderId?, returnUrl?} → 201 {url_webpay, token} —
 * public (no token): starts a card payment of a draft order with the payment provider (the sandbox
 * by default). The browser then posts token_ws to url_webpay. Refused with 409 and the reason
 * when the order is cancelled, already paid or locked by another unpaid order.
 */
export function registerCreateOrderPaymentRoute(
  app: ApiApp,
  { db, publicUrl, webOrigins, payments }: AppContext,
): void {
  app.route({
    ...paymentsRoutes.createOrderPayment,
    preHandler: [
      limitRequests(app, { name: 'order-payment', max: 30, windowMs: 10 * 60_000 }),
      limitRequests(app, {
        name: 'order-payment-per-order',
        max: 10,
        windowMs: 10 * 60_000,
        message: 'Demasiados intentos de pago para esta orden. Espera unos minutos.',
        key: (request) => `order:${(request.params as { publicId: string }).publicId}`,
      }),
    ],
    handler: async (request, reply) => {
      const { publicId } = request.params;
      const body = validate(bodySchema, request.body);
      if (body.orderId && body.orderId !== publicId) {
        throw badRequest('orderId no coincide con la orden de la URL', {
          fields: { orderId: 'no coincide' },
        });
      }
      const order = await findPublicOrder(db, publicId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const refusal = paymentRefusal(order);
      if (refusal) throw new HttpError(409, refusal);

      const returnUrl = frontEndReturnUrl(body.returnUrl, webOrigins, publicId);
      const sessionId = randomUUID();
      let created;
      try {
        created = await payments.createTransaction({
          buyOrder: `O${order.orderNumber}-${randomBytes(3).toString('hex')}`.slice(0, 26),
          sessionId,
          amount: order.totalAmount,
          returnUrl: `${publicUrl}${PAYMENT_RETURN_PATH}`,
        });
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          request.log.warn({ err: error }, 'payment provider refused the transaction');
          throw new HttpError(
            502,
            'El procesador de pagos no está disponible. Intenta nuevamente.',
          );
        }
        throw error;
      }
      await recordPaymentSession(db, {
        storeId: order.storeId,
        sessionId,
        token: created.token,
        orderId: order.orderId,
        amount: order.totalAmount,
        returnUrl,
        ttlMinutes: PAYMENT_SESSION_TTL_MINUTES,
      });
      return reply.code(201).send({ url_webpay: created.url, token: created.token });
    },
  });
}
