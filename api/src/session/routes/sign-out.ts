import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { clearSessionCookie } from '../browser-session.ts';
import { sessionRoutes } from '../contract.ts';
import { readSessionCookie, requireWebOrigin } from '../session-cookie.ts';
import { callTokenEndpoint } from '../token-endpoint.ts';

/**
 * DELETE /api/session → 200 {ok: true} — public: logout. The cookie's refresh token is revoked at
 * the provider (in-process), which ends its whole login (every token rotated from it), and the
 * cookie is removed. Without a cookie there is nothing to revoke: the same answer.
 */
export function registerSignOutRoute(app: ApiApp, context: AppContext): void {
  app.route({
    ...sessionRoutes.signOut,
    onRequest: requireWebOrigin(context.webOrigins),
    handler: async (request, reply) => {
      const refreshToken = readSessionCookie(request);
      if (refreshToken) {
        const answer = await callTokenEndpoint(
          app,
          '/oidc/token/revocation',
          { token: refreshToken, token_type_hint: 'refresh_token' },
          request.ip,
        );
        if (answer.statusCode !== 200) {
          request.log.warn({ status: answer.statusCode }, 'refresh token revocation refused');
        }
      }
      clearSessionCookie(reply, context);
      return { ok: true as const };
    },
  });
}
