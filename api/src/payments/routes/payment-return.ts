import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import { escapeHtml } from '../../email/outbox.ts';
import { paymentsRoutes } from '../contract.ts';
import { PaymentProviderError } from '../payment-provider.ts';
import {
  failPaymentSession,
  findPaymentSession,
  outcomeOf,
  recordOrderPayment,
  type PaymentOutcome,
  type PaymentSession,
} from '../record-order-payment.ts';

function pick(request: FastifyRequest, name: string): string {
  for (const source of [request.body, request.query]) {
    const value = (source as Record<string, unknown> | null | undefined)?.[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

/** The public order page with the outcome (spec 3: paymentStatus success or error). */
function redirectToOrderPage(
  reply: FastifyReply,
  session: PaymentSession,
  outcome: PaymentOutcome,
) {
  const url = new URL(session.returnUrl);
  url.searchParams.set('paymentStatus', outcome);
  return reply.code(303).header('cache-control', 'no-store').redirect(url.toString(), 303);
}

function notFoundPage(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Pago no encontrado</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:480px;margin:48px auto;padding:0 16px">` +
        `<h1>${escapeHtml('No encontramos este pago')}</h1>` +
        `<p>${escapeHtml('Vuelve al enlace de pago que te envió la tienda e intenta nuevamente.')}</p></body></html>`,
    );
}

/**
 * GET|POST /api/public/payments/webpay-return — public: where the payment provider sends the
 * browser back. With token_ws the platform commits the transaction and records the outcome (a
 * paid order becomes pending); with TBK_TOKEN (the buyer cancelled, or the time ran out) the
 * attempt fails. Either way the browser is redirected (303) to the public order page with
 * ?paymentStatus=success|error. A repeated return (reload, back button) gets the same outcome.
 */
export async function paymentReturnRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  const { db, payments } = context;
  const limit = limitRequests(app, { name: 'payment-return', max: 60, windowMs: 10 * 60_000 });
  await app.register(formbody);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const aborted = pick(request, 'TBK_TOKEN');
    const token = aborted || pick(request, 'token_ws');
    const session = await findPaymentSession(db, token);
    if (!session) return notFoundPage(reply);
    if (session.completed) return redirectToOrderPage(reply, session, outcomeOf(session));

    if (aborted) {
      await failPaymentSession(db, session, 'aborted');
      return redirectToOrderPage(reply, session, 'error');
    }
    try {
      const committed = await payments.commitTransaction(token);
      const outcome = await recordOrderPayment(db, session, committed);
      return redirectToOrderPage(reply, session, outcome);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      request.log.warn({ err: error }, 'payment commit refused');
      // Another return of the same payment may have recorded it meanwhile.
      const again = await findPaymentSession(db, token);
      if (again?.completed) return redirectToOrderPage(reply, again, outcomeOf(again));
      await failPaymentSession(db, session, error.message);
      return redirectToOrderPage(reply, session, 'error');
    }
  };

  app.route({ ...paymentsRoutes.paymentReturnGet, preHandler: limit, handler });
  app.route({ ...paymentsRoutes.paymentReturnPost, preHandler: limit, handler });
}
