import os from 'node:os';
import path from 'node:path';

import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';

import type { AppContext, RegisteredRoute } from './app-context.ts';
import { createAccessTokenVerifier } from './auth/access-token.ts';
import { installAuthentication } from './auth/authentication.ts';
import type { Database } from './db/index.ts';
import type { ApiApp } from './http/contract.ts';
import {
  DATABASE_BUSY,
  HttpError,
  clientErrorMessage,
  errorBody,
  isDatabaseBusy,
} from './http/errors.ts';
import { registerOpenApi } from './http/openapi.ts';
import { installRateLimits } from './http/rate-limit.ts';
import { checkedSerializerCompiler } from './http/response-check.ts';
import { fastSerializerCompiler } from './http/serializer.ts';
import { JSON_SECURITY_HEADERS, installSecurityHeaders } from './http/security-headers.ts';
import { requestValidatorCompiler } from './http/validator.ts';
import { validationFields, validationMessage } from './http/validation-messages.ts';
import { identityProviderRoutes } from './identity/plugin.ts';
import type { LoginThrottleLimits } from './identity/login-throttle.ts';
import { createIdentityProvider } from './identity/provider.ts';
import { accountPlugin } from './account/plugin.ts';
import { RESEND_COOLDOWN_SECONDS } from './account/registration-codes.ts';
import { businessPlugin } from './business/plugin.ts';
import { cataloguePlugin } from './catalogue/plugin.ts';
import { commercePlugin } from './commerce/plugin.ts';
import { customizationPlugin } from './customization/plugin.ts';
import { createSystemDnsResolver, type DnsResolver } from './customization/dns-resolver.ts';
import { devToolsPlugin } from './dev/plugin.ts';
import { emailTemplatesPlugin } from './email-templates/plugin.ts';
import { metricsPlugin } from './metrics/plugin.ts';
import { registerDownloadReportFileRoute } from './metrics/routes/download-report-file.ts';
import { operationsPlugin } from './operations/plugin.ts';
import { paymentsPlugin } from './payments/plugin.ts';
import { paymentSandboxRoutes } from './payments/routes/payment-sandbox.ts';
import { publicSitePlugin } from './public-site/plugin.ts';
import { sessionPlugin } from './session/plugin.ts';
import { CREDENTIALED_PATHS } from './session/session-cookie.ts';
import { storesPlugin } from './stores/plugin.ts';
import { uploadsPlugin } from './uploads/plugin.ts';
import { registerBlobRoutes } from './uploads/routes/blobs.ts';
import { SandboxPaymentProvider } from './payments/sandbox-provider.ts';
import { loadServerSecrets } from './secrets.ts';
import { LocalBlobStore } from './uploads/local-blob-store.ts';

export interface AppOptions {
  db: Database;
  /** The api's public base URL, e.g. http://localhost:4000 (issuer = `${publicUrl}/oidc`). */
  publicUrl: string;
  /** Front-end origins allowed by CORS and registered on the web client. */
  webOrigins: readonly string[];
  /** Access-token lifetime in seconds. */
  accessTokenTtl: number;
  /**
   * The Domain of the page cookie that carries the access token to the pages the front end's
   * hosting renders with the merchant's data (PAGE_COOKIE_DOMAIN); default: the api's host only.
   */
  pageCookieDomain?: string | null;
  /** Folder for uploaded blobs (default: a folder under the OS temp dir). */
  uploadsDir?: string;
  /**
   * The development tools: the `/dev/*` routes (outbox, database fault switch, public order
   * links) and the `/api-docs` page. Off unless asked for (API_MODE=development, the tests).
   */
  devRoutes?: boolean;
  /**
   * The proxies whose X-Forwarded-For/-Host/-Proto are believed (TRUSTED_PROXIES: addresses, CIDR
   * ranges, `loopback`…); default none. They decide the client address the rate limits count
   * and the host and scheme the identity provider advertises.
   */
  trustedProxies?: readonly string[];
  /** Failed sign-ins allowed per account and per address (LOGIN_*; default DEFAULT_LOGIN_THROTTLE). */
  loginThrottle?: LoginThrottleLimits;
  /**
   * Seconds between two registration codes for one address when asking to resend (default: the
   * spec's 60; RESEND_COOLDOWN_SECONDS shortens it in development, for the journeys).
   */
  resendCooldownSeconds?: number;
  /** The DNS a custom domain's verification asks (default: the machine's resolver; tests: a fake). */
  dns?: DnsResolver;
  /**
   * Check every response against its route's schema before sending it (default: NODE_ENV !==
   * 'production'), so tests and journeys fail when a handler and its contract drift apart.
   */
  checkResponses?: boolean;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route (method + URL pattern), filled while plugins load. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Builds the api (not listening): REST under /api, the identity provider under /oidc, uploads. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const trustedProxies = options.trustedProxies ?? [];
  const devRoutes = options.devRoutes ?? false;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustedProxies.length ? [...trustedProxies] : false,
    exposeHeadRoutes: false,
    // close() ends idle keep-alive connections too, so shutdown (and tests) never hang.
    forceCloseConnections: true,
    // A URL no route can read (a malformed escape, a path parameter too long) gets the same
    // Spanish error body as any other bad request.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      // No hook runs for this answer: its security headers are set here.
      reply.headers(JSON_SECURITY_HEADERS);
      return reply.code(status).send(errorBody(status, clientErrorMessage(error)));
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  const development = process.env.NODE_ENV !== 'production';
  installSecurityHeaders(app);
  app.setValidatorCompiler(requestValidatorCompiler());
  app.setSerializerCompiler(
    (options.checkResponses ?? development)
      ? checkedSerializerCompiler()
      : fastSerializerCompiler(),
  );

  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  const secrets = await loadServerSecrets(options.db);
  const identity = createIdentityProvider({
    db: options.db,
    publicUrl,
    webOrigins: options.webOrigins,
    accessTokenTtl: options.accessTokenTtl,
    secrets,
    ...(options.loginThrottle ? { loginThrottle: options.loginThrottle } : {}),
  });
  const verifyAccessToken = createAccessTokenVerifier({
    issuer: identity.issuer,
    audience: identity.apiResource,
    jwks: identity.publicJwks,
  });
  identity.provider.on('server_error', (_ctx, error) =>
    app.log.error({ err: error }, 'identity provider error'),
  );

  const uploads = new LocalBlobStore({
    directory: options.uploadsDir ?? path.join(os.tmpdir(), 'platform-api-uploads'),
    signingKey: secrets.uploadKey,
    publicUrl,
  });

  // The card payment provider: the local sandbox (its pages are registered below).
  const sandbox = new SandboxPaymentProvider({ db: options.db, publicUrl });

  const context: AppContext = {
    db: options.db,
    publicUrl,
    webOrigins: options.webOrigins,
    pageCookieDomain: options.pageCookieDomain ?? null,
    resendCooldownSeconds: options.resendCooldownSeconds ?? RESEND_COOLDOWN_SECONDS,
    identity,
    uploads,
    payments: sandbox,
    dns: options.dns ?? createSystemDnsResolver(),
    routes,
  };

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.details));
    }
    if (error.validation) {
      const fields = validationFields(error.validation, error.validationContext);
      return reply
        .code(400)
        .send(
          errorBody(400, validationMessage(error.validation, error.validationContext), { fields }),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, clientErrorMessage(error)));
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      return reply.code(503).header('Retry-After', '5').send(errorBody(503, DATABASE_BUSY));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'Error interno del servidor'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorBody(404, `Ruta no encontrada: ${request.method} ${request.url.split('?')[0]}`)),
  );

  await registerOpenApi(app, {
    publicUrl,
    referencePage: devRoutes,
  });

  await app.register(identityProviderRoutes, {
    db: options.db,
    provider: identity.provider,
    verifyAccessToken,
    webOrigins: options.webOrigins,
    loginThrottle: identity.loginThrottle,
  });

  // Everything the front ends call from the browser: CORS for the web origins. Bearer tokens, no
  // cookies, except on the session routes, whose cookie needs credentialed requests (and whose
  // sign-in exposes Retry-After to the login modal).
  const corsOptions = {
    origin: [...options.webOrigins],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    credentials: false,
    maxAge: 600,
  };
  const sessionCorsOptions = { ...corsOptions, credentials: true, exposedHeaders: ['Retry-After'] };
  await app.register(async (web) => {
    await web.register(cors, {
      delegator: (request, callback) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        callback(null, CREDENTIALED_PATHS.has(path) ? sessionCorsOptions : corsOptions);
      },
    });

    // The platform api: a bearer token on every route outside PUBLIC_ROUTES, one plugin per domain.
    await web.register(async (api: ApiApp) => {
      installAuthentication(api, { db: options.db, verifyAccessToken });
      await installRateLimits(api, options.db);
      await api.register(accountPlugin, context);
      await api.register(sessionPlugin, context);
      await api.register(storesPlugin, context);
      await api.register(cataloguePlugin, context);
      await api.register(commercePlugin, context);
      await api.register(operationsPlugin, context);
      await api.register(businessPlugin, context);
      await api.register(customizationPlugin, context);
      await api.register(emailTemplatesPlugin, context);
      await api.register(metricsPlugin, context);
      await api.register(publicSitePlugin, context);
      await api.register(paymentsPlugin, context);
      await api.register(uploadsPlugin, context);
    });

    // Signed upload URLs: the signature is the authorization, each URL works once.
    await web.register(async (links) => {
      registerBlobRoutes(links, context);
    });

    // Exported reports: their link is fetched with the caller's bearer token (the front end's
    // apiClient.getBlob), so a leaked link alone downloads nothing.
    await web.register(async (downloads) => {
      installAuthentication(downloads, { db: options.db, verifyAccessToken });
      registerDownloadReportFileRoute(downloads, context);
    });

    if (devRoutes) {
      await web.register(devToolsPlugin, context);
    }
  });

  await app.register(paymentSandboxRoutes, { sandbox });

  return app;
}
