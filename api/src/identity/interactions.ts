import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

import type { Queryable } from '../db/index.ts';
import { verifyCredentials } from './accounts.ts';
import { tooManyAttemptsMessage, type LoginThrottle } from './login-throttle.ts';
import { LOGIN_FAILED, errorPage, loginPage } from './pages.ts';
import { OIDC_MOUNT_PATH } from './provider.ts';

interface InteractionParams {
  uid: string;
}

interface LoginBody {
  email?: unknown;
  password?: unknown;
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return (
    reply
      .code(status)
      .header('cache-control', 'no-store')
      // The password form is never shown inside another site's frame (clickjacking).
      .header('x-frame-options', 'DENY')
      .header('content-security-policy', "frame-ancestors 'none'")
      .type('text/html; charset=utf-8')
      .send(body)
  );
}

/**
 * The login page of the authorization-code flow (the provider redirects here with an interaction
 * uid). Consent is never asked: the only client is first-party (see loadExistingGrant).
 */
export async function interactionRoutes(
  app: FastifyInstance,
  options: { db: Queryable; provider: Provider; loginThrottle: LoginThrottle },
): Promise<void> {
  const { db, provider, loginThrottle } = options;
  await app.register(formbody);

  const loginAction = (uid: string) =>
    `${OIDC_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}/login`;

  async function details(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      return undefined;
    }
  }

  app.get<{ Params: InteractionParams }>(
    `${OIDC_MOUNT_PATH}/interaction/:uid`,
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction || interaction.uid !== request.params.uid) {
        return html(reply, 400, errorPage({ error: 'La solicitud de inicio de sesión expiró' }));
      }
      if (interaction.prompt.name === 'login') {
        const hint = interaction.params.login_hint;
        return html(
          reply,
          200,
          loginPage({
            action: loginAction(interaction.uid),
            email: typeof hint === 'string' ? hint : '',
          }),
        );
      }
      // Any other prompt (consent) is granted for the first-party client.
      const accountId = interaction.session?.accountId;
      if (!accountId) return html(reply, 400, errorPage({ error: 'Sesión no encontrada' }));
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
      if (!grant) return html(reply, 400, errorPage({ error: 'Autorización no encontrada' }));
      const missing = interaction.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope);
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(resource, scopes);
      }
      const grantId = await grant.save();
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  app.post<{ Params: InteractionParams; Body: LoginBody }>(
    `${OIDC_MOUNT_PATH}/interaction/:uid/login`,
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (
        !interaction ||
        interaction.uid !== request.params.uid ||
        interaction.prompt.name !== 'login'
      ) {
        return html(reply, 400, errorPage({ error: 'La solicitud de inicio de sesión expiró' }));
      }
      const body = request.body ?? {};
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const action = loginAction(interaction.uid);
      if (!email || !password) {
        return html(reply, 401, loginPage({ action, email, error: LOGIN_FAILED }));
      }
      // The same limits as the password grant; while locked no password is checked.
      const attempt = await loginThrottle.begin(email, request.ip);
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        const error = tooManyAttemptsMessage(attempt.retryAfterSeconds);
        return html(reply, 429, loginPage({ action, email, error }));
      }
      const user = await verifyCredentials(db, email, password);
      if (!user) {
        await attempt.failed();
        return html(reply, 401, loginPage({ action, email, error: LOGIN_FAILED }));
      }
      await attempt.succeeded();
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: user.id, remember: true } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
}
