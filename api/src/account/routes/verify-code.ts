import { otpVerificationSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import { validate } from '../../http/validation.ts';
import { LOGIN_TICKET_GRANT } from '../../identity/login-ticket-grant.ts';
import { answerWithSessionCookie } from '../../session/browser-session.ts';
import { WEB_SESSION_SCOPE, callTokenEndpoint } from '../../session/token-endpoint.ts';
import { EMAIL_TAKEN } from '../users.ts';
import { accountRoutes } from '../contract.ts';
import { CODE_INVALID, CODE_LOCKED, consumeRegistrationCode } from '../registration-codes.ts';

/**
 * POST /api/auth/client/verify-code {email, code} → 200 {access_token, id_token, expires_in,
 * token_type, scope} + the session cookie — public: the registration's verification screen (spec 1
 * §4.4). The newest code of the address, unexpired (10 min) and with fewer than 5 wrong tries,
 * creates in one transaction the merchant (e-mail verified) and the store of the registration
 * (unpublished, with its setup guide), then the identity provider issues the same session the
 * login modal gets (POST /api/session): the refresh token goes into the HttpOnly session cookie,
 * never into the body. A wrong, expired or used code is a 400 'Código de verificación incorrecto
 * o expirado' (a wrong try is counted even so).
 */
export function registerVerifyCodeRoute(app: ApiApp, context: AppContext): void {
  const { db, identity } = context;

  app.route({
    ...accountRoutes.verifyCode,
    preHandler: limitRequests(app, { name: 'verify-code', max: 30, windowMs: 10 * 60_000 }),
    handler: async (request, reply) => {
      const { email, code } = validate(otpVerificationSchema, request.body);

      const result = await db.transaction((tx) => consumeRegistrationCode(tx, email, code));
      if (result.kind === 'invalid') throw badRequest(CODE_INVALID);
      if (result.kind === 'locked') throw badRequest(CODE_LOCKED);
      if (result.kind === 'taken') throw new HttpError(409, EMAIL_TAKEN);

      // The provider issues the tokens (its token endpoint, in-process) for the new user.
      const answer = await callTokenEndpoint(
        app,
        '/oidc/token',
        {
          grant_type: LOGIN_TICKET_GRANT,
          ticket: identity.createLoginTicket(result.userId),
          scope: WEB_SESSION_SCOPE,
        },
        request.ip,
      );
      if (answer.statusCode !== 200) {
        request.log.error({ body: answer.body }, 'token issue after verification failed');
        throw new HttpError(
          500,
          'La cuenta fue creada, pero no se pudo iniciar sesión. Inicia sesión con tu correo y contraseña.',
        );
      }
      return answerWithSessionCookie(reply, context, answer);
    },
  });
}
