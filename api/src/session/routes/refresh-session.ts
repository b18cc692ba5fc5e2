import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError } from '../../http/errors.ts';
import { answerWithSessionCookie, clearSessionCookie } from '../browser-session.ts';
import { sessionRoutes } from '../contract.ts';
import { readSessionCookie, requireWebOrigin } from '../session-cookie.ts';
import { callTokenEndpoint } from '../token-endpoint.ts';

export const SESSION_EXPIRED = 'Tu sesión expiró. Inicia sesión nuevamente.';

/**
 * POST /api/session/refresh {} → 200 {access_token, id_token, expires_in, token_type, scope} —
 * public: the shell on start-up, in a new tab and before the access token expires. The session
 * cookie's refresh token is presented to the provider's refresh grant in-process and the rotated
 * one replaces it in the cookie; the old one is spent (presenting it again revokes the whole
 * login, as the provider does for any reused refresh token). Without a cookie, or with one the
 * provider refuses, a 401 that removes the cookie.
 */
export function registerRefreshSessionRoute(app: ApiApp, context: AppContext): void {
  app.route({
    ...sessionRoutes.refresh,
    onRequest: requireWebOrigin(context.webOrigins),
    handler: async (request, reply) => {
      const refreshToken = readSessionCookie(request);
      if (!refreshToken) {
        clearSessionCookie(reply, context);
        throw new HttpError(401, SESSION_EXPIRED);
      }
      const answer = await callTokenEndpoint(
        app,
        '/oidc/token',
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        request.ip,
      );
      if (answer.statusCode === 400) {
        clearSessionCookie(reply, context);
        throw new HttpError(401, SESSION_EXPIRED);
      }
      if (answer.statusCode !== 200) {
        request.log.error(
          { status: answer.statusCode, error: answer.body.error },
          'refresh failed',
        );
        throw new HttpError(500, 'No se pudo renovar la sesión. Intenta nuevamente.');
      }
      return answerWithSessionCookie(reply, context, answer);
    },
  });
}
