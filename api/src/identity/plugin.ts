import type { IncomingMessage } from 'node:http';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

import { bearerToken, type AccessTokenVerifier } from '../auth/access-token.ts';
import type { Queryable } from '../db/index.ts';
import { findUserById, userClaims } from './accounts.ts';
import { interactionRoutes } from './interactions.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { OIDC_MOUNT_PATH } from './provider.ts';

export interface IdentityProviderRoutesOptions {
  db: Queryable;
  provider: Provider;
  verifyAccessToken: AccessTokenVerifier;
  webOrigins: readonly string[];
  /** The failed sign-in counters of the login page (the provider's, `identity.loginThrottle`). */
  loginThrottle: LoginThrottle;
}

/**
 * Mounts the provider (a Koa app) at /oidc. The provider reads and parses its own bodies, so this
 * scope leaves the request stream untouched; the original URL is kept on `req.originalUrl`, from
 * which the provider derives its mount path for the endpoints it advertises and redirects to.
 */
export async function identityProviderRoutes(
  app: FastifyInstance,
  options: IdentityProviderRoutesOptions,
): Promise<void> {
  const { db, provider, verifyAccessToken } = options;
  const callback = provider.callback();
  const allowedOrigins = new Set(options.webOrigins);

  // The provider (Koa, `proxy` on) builds the URLs it advertises and redirects to from
  // X-Forwarded-Host/-Proto and reads the client from X-Forwarded-For. It gets fastify's reading of
  // them instead of the client's, which believes them only from TRUSTED_PROXIES.
  app.addHook('onRequest', async (request) => {
    const headers = request.raw.headers;
    const forwarded = { host: request.host, proto: request.protocol, for: request.ip };
    for (const [name, value] of Object.entries(forwarded)) {
      if (value) headers[`x-forwarded-${name}`] = value;
      else delete headers[`x-forwarded-${name}`];
    }
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw: IncomingMessage & { originalUrl?: string } = request.raw;
      const url = raw.url ?? OIDC_MOUNT_PATH;
      const rest = url.slice(OIDC_MOUNT_PATH.length);
      raw.originalUrl = url;
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      await callback(raw, reply.raw);
    };

    // Userinfo, Keycloak-style: the API's JWT access tokens are accepted here too (the provider
    // itself only takes audience-less opaque tokens at userinfo). Anything else goes to the provider.
    scope.route({
      method: ['GET', 'POST'],
      url: `${OIDC_MOUNT_PATH}/me`,
      handler: async (request, reply) => {
        const token = bearerToken(request.headers.authorization);
        const verified = token ? await verifyAccessToken(token).catch(() => undefined) : undefined;
        const user = verified ? await findUserById(db, verified.sub) : undefined;
        if (!user) return forward(request, reply);
        const origin = request.headers.origin;
        if (origin && allowedOrigins.has(origin)) {
          reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
        }
        return reply.header('cache-control', 'no-store').send(userClaims(user));
      },
    });

    scope.all(OIDC_MOUNT_PATH, forward);
    scope.all(`${OIDC_MOUNT_PATH}/*`, forward);
  });

  await app.register(interactionRoutes, { db, provider, loginThrottle: options.loginThrottle });
}
