import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';

import {
  cardFormPage,
  inscriptionPage,
  returnToStorePage,
  sandboxErrorPage,
} from '../sandbox-pages.ts';
import {
  findTestCard,
  type SandboxPaymentProvider,
  type SandboxTransaction,
} from '../sandbox-provider.ts';

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(body);
}

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** What the provider posts back when the buyer cancelled or the time ran out (Webpay's names). */
const abortedFields = (transaction: SandboxTransaction) => ({
  TBK_TOKEN: transaction.token,
  TBK_ORDEN_COMPRA: transaction.buyOrder,
  TBK_ID_SESION: transaction.sessionId,
});

/** MM/AA (or MM/AAAA) not before the current month. */
function validExpiry(value: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

/**
 * The payment sandbox (docs/architecture.md, "The api"): the provider's side of the redirect card
 * flow, in Spanish. POST /sandbox/webpay (token_ws) shows the card form; POST /sandbox/webpay/pay
 * records the outcome and posts the browser back to the store's return URL with token_ws (or
 * TBK_TOKEN when the buyer cancelled). GET /sandbox/health is the status page's check.
 *
 * Its one-click side: POST /sandbox/oneclick/inscription (TBK_TOKEN) shows the test cards to enrol;
 * POST /sandbox/oneclick/inscription/finish records the choice (or the cancel) and posts the
 * browser back to the inscription's response URL with TBK_TOKEN, as Oneclick does.
 */
export async function paymentSandboxRoutes(
  app: FastifyInstance,
  { sandbox }: { sandbox: SandboxPaymentProvider },
): Promise<void> {
  await app.register(formbody);

  app.get('/sandbox/health', async (_request, reply) => {
    try {
      await sandbox.healthy();
      return { status: 'ok', provider: sandbox.name };
    } catch {
      return reply.code(503).send({ status: 'down', provider: sandbox.name });
    }
  });

  /**
   * The open transaction of `token`, or the error page already sent: unknown (404), processed
   * (409) or expired (410, with the way back to the store).
   */
  async function openTransaction(token: string, reply: FastifyReply) {
    const transaction = token ? await sandbox.findTransaction(token) : undefined;
    if (!transaction) {
      html(reply, 404, sandboxErrorPage('La transacción no existe.'));
      return undefined;
    }
    if (transaction.status !== 'created') {
      html(reply, 409, sandboxErrorPage('Esta transacción ya fue procesada.'));
      return undefined;
    }
    if (transaction.expired) {
      html(
        reply,
        410,
        sandboxErrorPage('El tiempo para pagar esta transacción expiró.', {
          returnUrl: transaction.returnUrl,
          fields: abortedFields(transaction),
        }),
      );
      return undefined;
    }
    return transaction;
  }

  async function showCardForm(token: string, reply: FastifyReply) {
    const transaction = await openTransaction(token, reply);
    if (!transaction) return reply;
    return html(reply, 200, cardFormPage(transaction));
  }

  // Webpay receives the token in a form post; a GET (a reload, a bookmarked link) works as well.
  app.post('/sandbox/webpay', async (request, reply) =>
    showCardForm(field(request.body, 'token_ws'), reply),
  );
  app.get('/sandbox/webpay', async (request, reply) =>
    showCardForm(field(request.query, 'token_ws'), reply),
  );

  app.post('/sandbox/webpay/pay', async (request, reply) => {
    const token = field(request.body, 'token');
    const transaction = await openTransaction(token, reply);
    if (!transaction) return reply;

    if (field(request.body, 'action') === 'abort') {
      const aborted = (await sandbox.finishTransaction(token, null)) ?? transaction;
      return html(
        reply,
        200,
        returnToStorePage(aborted.returnUrl, abortedFields(aborted), 'Compra anulada'),
      );
    }

    const cardNumber = field(request.body, 'cardNumber');
    const card = findTestCard(cardNumber);
    let error: string | undefined;
    if (!card) error = 'Ingresa una de las tarjetas de prueba del sandbox.';
    else if (!validExpiry(field(request.body, 'expiry'))) {
      error = 'Ingresa un vencimiento válido (MM/AA) que no haya pasado.';
    } else if (!/^\d{3,4}$/.test(field(request.body, 'cvv'))) {
      error = 'Ingresa el CVV de 3 o 4 dígitos.';
    }
    if (error || !card) return html(reply, 400, cardFormPage(transaction, { error, cardNumber }));

    const finished = await sandbox.finishTransaction(token, card);
    if (!finished || finished.status === 'created' || finished.status === 'aborted') {
      return html(reply, 409, sandboxErrorPage('Esta transacción ya no puede pagarse.'));
    }
    return html(
      reply,
      200,
      returnToStorePage(
        finished.returnUrl,
        { token_ws: finished.token },
        finished.status === 'authorized' ? 'Pago aprobado' : 'Pago rechazado',
      ),
    );
  });

  /** The open inscription of `token`, or the error page already sent (as `openTransaction`). */
  async function openInscription(token: string, reply: FastifyReply) {
    const inscription = token ? await sandbox.oneclick.findInscription(token) : undefined;
    if (!inscription) {
      html(reply, 404, sandboxErrorPage('La inscripción no existe.'));
      return undefined;
    }
    if (inscription.status !== 'created') {
      html(reply, 409, sandboxErrorPage('Esta inscripción ya fue procesada.'));
      return undefined;
    }
    if (inscription.expired) {
      html(
        reply,
        410,
        sandboxErrorPage('El tiempo para inscribir la tarjeta expiró.', {
          returnUrl: inscription.responseUrl,
          fields: { TBK_TOKEN: inscription.token },
        }),
      );
      return undefined;
    }
    return inscription;
  }

  async function showInscription(token: string, reply: FastifyReply) {
    const inscription = await openInscription(token, reply);
    if (!inscription) return reply;
    return html(reply, 200, inscriptionPage(inscription));
  }

  app.post('/sandbox/oneclick/inscription', async (request, reply) =>
    showInscription(field(request.body, 'TBK_TOKEN'), reply),
  );
  app.get('/sandbox/oneclick/inscription', async (request, reply) =>
    showInscription(field(request.query, 'TBK_TOKEN'), reply),
  );

  app.post('/sandbox/oneclick/inscription/finish', async (request, reply) => {
    const token = field(request.body, 'TBK_TOKEN');
    const inscription = await openInscription(token, reply);
    if (!inscription) return reply;

    const abort = field(request.body, 'action') === 'abort';
    const card = abort ? null : findTestCard(field(request.body, 'cardNumber'));
    if (card === undefined) {
      return html(
        reply,
        400,
        inscriptionPage(inscription, { error: 'Elige una de las tarjetas de prueba del sandbox.' }),
      );
    }
    const finished = await sandbox.oneclick.enrolCard(token, card);
    if (!finished || finished.status === 'created') {
      return html(reply, 409, sandboxErrorPage('Esta inscripción ya no puede completarse.'));
    }
    const message =
      finished.status === 'approved'
        ? 'Tarjeta inscrita'
        : finished.status === 'rejected'
          ? 'Tarjeta rechazada'
          : 'Inscripción anulada';
    return html(
      reply,
      200,
      returnToStorePage(finished.responseUrl, { TBK_TOKEN: finished.token }, message),
    );
  });
}
