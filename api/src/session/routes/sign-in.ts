import { loginSchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { LOGIN_FAILED } from '../../identity/pages.ts';
import { PASSWORD_GRANT } from '../../identity/password-grant.ts';
import { answerWithSessionCookie } from '../browser-session.ts';
import { sessionRoutes } from '../contract.ts';
import { requireWebOrigin } from '../session-cookie.ts';
import { WEB_SESSION_SCOPE, callTokenEndpoint } from '../token-endpoint.ts';

/**
 * POST /api/session {username, password} → 200 {access_token, id_token, expires_in, token_type,
 * scope} + the session cookie — public: the login modal (spec 1 §2.4). The provider's password
 * grant runs in-process, with its failed sign-in limits: wrong credentials are a 401 'Usuario o
 * contraseña incorrectos', a locked account or address a 429 with Retry-After.
 */
export function registerSignInRoute(app: ApiApp, context: AppContext): void {
  app.route({
    ...sessionRoutes.signIn,
    onRequest: requireWebOrigin(context.webOrigins),
    handler: async (request, reply) => {
      const { username, password } = validate(loginSchema, request.body);
      const answer = await callTokenEndpoint(
        app,
        '/oidc/token',
        { grant_type: PASSWORD_GRANT, username, password, scope: WEB_SESSION_SCOPE },
        request.ip,
      );
      if (answer.statusCode === 429) {
        const seconds = Number(answer.retryAfter);
        const retryAfterSeconds = Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
        reply.header('retry-after', String(retryAfterSeconds));
        throw new HttpError(429, answer.body.error_description ?? LOGIN_FAILED, {
          retryAfterSeconds,
        });
      }
      if (answer.statusCode === 400 && answer.body.error === 'invalid_grant') {
        throw new HttpError(401, LOGIN_FAILED);
      }
      if (answer.statusCode !== 200) {
        request.log.error(
          { status: answer.statusCode, error: answer.body.error },
          'sign-in failed',
        );
        throw new HttpError(500, 'No se pudo iniciar sesión. Intenta nuevamente.');
      }
      return answerWithSessionCookie(reply, context, answer);
    },
  });
}
