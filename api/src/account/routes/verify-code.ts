import { otpVerificationSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import { validate } from '../../http/validation.ts';
import { LOGIN_TICKET_GRANT } from '../../identity/login-ticket-grant.ts';
import { WEB_CLIENT_ID } from '../../identity/provider.ts';
import { EMAIL_TAKEN } from '../users.ts';
import { accountRoutes, type SessionTokens } from '../contract.ts';
import { CODE_INVALID, CODE_LOCKED, consumeRegistrationCode } from '../registration-codes.ts';

/**
 * POST /api/auth/client/verify-code {email, code} → 200 {access_token, refresh_token, id_token,
 * expires_in, token_type, scope} — public: the registration's verification screen (spec 1 §4.4).
 * The newest code of the address, unexpired (10 min) and with fewer than 5 wrong tries, creates in
 * one transaction the merchant (e-mail verified) and the store of the registration (unpublished,
 * with its setup guide), then the identity provider issues the same tokens the login modal gets.
 * A wrong, expired or used code is a 400 'Código de verificación incorrecto o expirado' (a wrong
 * try is counted even so).
 */
export function registerVerifyCodeRoute(app: ApiApp, context: AppContext): void {
  const { db, identity } = context;

  app.route({
    ...accountRoutes.verifyCode,
    preHandler: limitRequests(app, { max: 30, windowMs: 10 * 60_000 }),
    handler: async (request) => {
      const { email, code } = validate(otpVerificationSchema, request.body);

      const result = await db.transaction((tx) => consumeRegistrationCode(tx, email, code));
      if (result.kind === 'invalid') throw badRequest(CODE_INVALID);
      if (result.kind === 'locked') throw badRequest(CODE_LOCKED);
      if (result.kind === 'taken') throw new HttpError(409, EMAIL_TAKEN);

      // The provider issues the tokens (its token endpoint, in-process) for the new user.
      const response = await app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: LOGIN_TICKET_GRANT,
          client_id: WEB_CLIENT_ID,
          ticket: identity.createLoginTicket(result.userId),
          scope: 'openid profile email offline_access',
        }).toString(),
      });
      if (response.statusCode !== 200) {
        request.log.error({ body: response.body }, 'token issue after verification failed');
        throw new HttpError(
          500,
          'La cuenta fue creada, pero no se pudo iniciar sesión. Inicia sesión con tu correo y contraseña.',
        );
      }
      return response.json() as SessionTokens;
    },
  });
}
