import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { COMMERCE_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { readProfile } from '../../account/users.ts';
import { requireAuth, requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError } from '../../http/errors.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import { PaymentProviderError, type FinishedInscription } from '../../payments/payment-provider.ts';
import { commerceRoutes } from '../contract.ts';
import {
  completeEnrolment,
  failEnrolment,
  findEnrolmentSession,
  recordEnrolmentSession,
  type EnrolmentSession,
} from '../saved-card-enrolment.ts';

/** The web app's screen where saved cards are managed and the link result is shown. */
export const ACCOUNT_PAGE_PATH = '/profile/account';

/** Where the provider sends the browser back to after its inscription page. */
export const ADD_CARD_RETURN_PATH = '/api/public/payment-methods/oneclick/return';

/** The account page on the web origin the call came from (one of ours), else the shell's. */
function accountPage(origin: string | undefined, webOrigins: readonly string[]): string {
  const base =
    origin && webOrigins.includes(origin) ? origin : (webOrigins[0] ?? 'http://localhost:3000');
  return `${base}${ACCOUNT_PAGE_PATH}`;
}

type Outcome = 'success' | 'error';

const outcomeOf = (session: Pick<EnrolmentSession, 'status'>): Outcome =>
  session.status === 'authorized' ? 'success' : 'error';

/** The account page with the result the spec names: addCardStatus, or card_link_status. */
function redirectToAccount(reply: FastifyReply, accountUrl: string, outcome: Outcome) {
  const url = new URL(accountUrl);
  if (outcome === 'success') {
    url.searchParams.set('addCardStatus', 'success');
  } else {
    url.searchParams.set('card_link_status', 'error');
    url.searchParams.set('error_message', COMMERCE_MESSAGES.cardLinkFailed);
  }
  return reply.code(303).header('cache-control', 'no-store').redirect(url.toString(), 303);
}

/**
 * POST /api/payment-methods/oneclick/add-card {} → {url_webpay, token}: starts a one-click
 * inscription for the caller's store with the payment provider (the sandbox by default). The
 * browser then posts the token as TBK_TOKEN to url_webpay.
 */
export function registerStartAddCardRoute(
  app: ApiApp,
  { db, publicUrl, webOrigins, payments }: AppContext,
): void {
  app.route({
    ...commerceRoutes.startAddCard,
    preHandler: limitRequests(app, { name: 'add-card', max: 30, windowMs: 10 * 60_000 }),
    handler: async (request) => {
      const storeId = requireStore(request);
      const profile = await readProfile(db, requireAuth(request).userId);
      let started;
      try {
        started = await payments.startInscription({
          username: storeId,
          email: profile?.email ?? '',
          responseUrl: `${publicUrl}${ADD_CARD_RETURN_PATH}`,
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn({ err: error }, 'payment provider refused the inscription');
        throw new HttpError(502, 'El procesador de pagos no está disponible. Intenta nuevamente.');
      }
      await recordEnrolmentSession(db, {
        storeId,
        token: started.token,
        returnUrl: accountPage(request.headers.origin, webOrigins),
      });
      return { url_webpay: started.urlWebpay, token: started.token };
    },
  });
}

function pick(request: FastifyRequest, name: string): string {
  for (const source of [request.body, request.query]) {
    const value = (source as Record<string, unknown> | null | undefined)?.[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

/** The card to save, when the provider enrolled one and said what it is. */
function enrolledCard(finished: FinishedInscription) {
  const { status, tbkUser, cardType, lastFour } = finished;
  if (status !== 'authorized' || !tbkUser || !cardType || !lastFour) return undefined;
  if (!/^\d{4}$/.test(lastFour)) return undefined;
  return { tbkUser, cardType, lastFour };
}

/**
 * GET|POST /api/public/payment-methods/oneclick/return — public: where the provider sends the
 * browser back with TBK_TOKEN. The platform finishes the inscription and saves the card (the
 * store's first card becomes its default; the provider's tbk_user is kept as its token), then
 * redirects (303) to the account page with ?addCardStatus=success. A refused card, a cancel, an
 * expired or unknown token: ?card_link_status=error&error_message=…, nothing saved. A repeated
 * return (reload, back button) gets the same outcome.
 */
export async function addCardReturnRoutes(
  app: FastifyInstance,
  { db, payments, webOrigins }: AppContext,
): Promise<void> {
  const limit = limitRequests(app, { name: 'add-card-return', max: 60, windowMs: 10 * 60_000 });
  await app.register(formbody);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = pick(request, 'TBK_TOKEN');
    const session = await findEnrolmentSession(db, token);
    if (!session) return redirectToAccount(reply, accountPage(undefined, webOrigins), 'error');
    if (session.completed) return redirectToAccount(reply, session.returnUrl, outcomeOf(session));

    /** Another return of the same inscription may have completed it meanwhile. */
    const settled = async (fail: Record<string, unknown>) => {
      const again = await findEnrolmentSession(db, token);
      if (again?.completed) return redirectToAccount(reply, again.returnUrl, outcomeOf(again));
      await failEnrolment(db, session, fail);
      return redirectToAccount(reply, session.returnUrl, 'error');
    };

    let finished: FinishedInscription;
    try {
      finished = await payments.finishInscription(token);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      request.log.warn({ err: error }, 'card inscription not finished');
      return settled({ error: error.message });
    }
    const card = enrolledCard(finished);
    if (!card) return settled({ ...finished });
    if (!(await completeEnrolment(db, session, card, finished))) return settled({});
    return redirectToAccount(reply, session.returnUrl, 'success');
  };

  app.route({ ...commerceRoutes.addCardReturnGet, preHandler: limit, handler });
  app.route({ ...commerceRoutes.addCardReturnPost, preHandler: limit, handler });
}
