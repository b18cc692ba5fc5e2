import os from 'node:os';
import path from 'node:path';

import cors from '@fastify/cors';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';

import type { AppContext, RegisteredRoute } from './app-context.ts';
import { createAccessTokenVerifier } from './auth/access-token.ts';
import { installAuthentication } from './auth/authentication.ts';
import type { Database } from './db/index.ts';
import { HttpError, errorBody } from './http/errors.ts';
import { identityProviderRoutes } from './oidc/plugin.ts';
import { createIdentityProvider } from './oidc/provider.ts';
import { registerGetProfileRoute } from './routes/account/get-profile.ts';
import { registerUpdateProfileRoute } from './routes/account/update-profile.ts';
import { registerChangePasswordRoute } from './routes/auth/change-password.ts';
import { registerPublicPlatformRegisterRoute } from './routes/auth/public-platform-register.ts';
import { registerSendVerificationCodeRoute } from './routes/auth/send-verification-code.ts';
import { registerVerifyCodeRoute } from './routes/auth/verify-code.ts';
import { registerPrivatePlatformRegisterRoute } from './routes/auth/private-platform-register.ts';
import { registerResetPasswordRoute } from './routes/auth/reset-password.ts';
import { registerStoreCheckRoute } from './routes/auth/store-check.ts';
import { registerGetBillingInfoRoute } from './routes/business/get-billing-info.ts';
import { registerGetBusinessContactRoute } from './routes/business/get-business-contact.ts';
import { registerUpdateBillingInfoRoute } from './routes/business/update-billing-info.ts';
import { registerUpdateBusinessContactRoute } from './routes/business/update-business-contact.ts';
import { registerDatabaseFaultRoutes } from './routes/dev/database-fault.ts';
import { registerOutboxRoute } from './routes/dev/outbox.ts';
import { registerPublicOrderLinksRoute } from './routes/dev/public-order-links.ts';
import { registerCreateLeadRoute } from './routes/leads/create-lead.ts';
import { registerDemoRequestFormRoute } from './routes/leads/demo-request-form.ts';
import { registerDownloadReportFileRoute } from './routes/metrics/download-report-file.ts';
import { registerExportReportRoute } from './routes/metrics/export-report.ts';
import { registerGetChartRoute } from './routes/metrics/get-chart.ts';
import { registerGetMetricRoute } from './routes/metrics/get-metric.ts';
import { registerGetReportRoute } from './routes/metrics/get-report.ts';
import { registerListIndicatorsRoute } from './routes/metrics/list-indicators.ts';
import { registerListReportsRoute } from './routes/metrics/list-reports.ts';
import { registerListOrdersRoute } from './routes/orders/list-orders.ts';
import { registerListPricingPlansRoute } from './routes/pricing-plans/list-pricing-plans.ts';
import { registerCreateProductRoute } from './routes/products/create-product.ts';
import { registerListProductsRoute } from './routes/products/list-products.ts';
import { registerGetPlatformSettingsRoute } from './routes/public/get-platform-settings.ts';
import { registerListPublicStoresRoute } from './routes/public/list-public-stores.ts';
import { registerCreateOrderPaymentRoute } from './routes/public-orders/create-order-payment.ts';
import { registerGetPublicOrderRoute } from './routes/public-orders/get-public-order.ts';
import { paymentReturnRoutes } from './routes/public-orders/payment-return.ts';
import { paymentSandboxRoutes } from './routes/sandbox/payment-sandbox.ts';
import { registerGetSetupTasksRoute } from './routes/setup/get-setup-tasks.ts';
import { registerPublishStoreRoute } from './routes/setup/publish-store.ts';
import { registerGetBankAccountRoute } from './routes/store-bank-account/get-bank-account.ts';
import { registerUpdateBankAccountRoute } from './routes/store-bank-account/update-bank-account.ts';
import { registerCurrentPlanRoute } from './routes/stores/current-plan.ts';
import { registerSystemStatusRoute } from './routes/system/system-status.ts';
import { registerListVisitedToursRoute } from './routes/tours/list-visited-tours.ts';
import { registerMarkTourVisitedRoute } from './routes/tours/mark-tour-visited.ts';
import { registerBlobRoutes } from './routes/uploads/blobs.ts';
import { registerSignedUploadUrlRoute } from './routes/uploads/signed-upload-url.ts';
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
  /** Folder for uploaded blobs (default: a folder under the OS temp dir). */
  uploadsDir?: string;
  /** Development-only routes such as /dev/outbox (default: NODE_ENV !== 'production'). */
  devRoutes?: boolean;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route (method + URL pattern), filled while plugins load. */
    registeredRoutes: RegisteredRoute[];
  }
}

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const field =
    first.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
    (typeof first.params.missingProperty === 'string' ? first.params.missingProperty : '');
  const where = error.validationContext ?? 'request';
  return field
    ? `${where}.${field}: ${first.message ?? 'inválido'}`
    : `${where}: ${first.message ?? 'inválido'}`;
}

/** Builds the api (not listening): REST under /api, the identity provider under /oidc, uploads. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const app = Fastify({
    logger: options.logger ?? false,
    exposeHeadRoutes: false,
    // close() ends idle keep-alive connections too, so shutdown (and tests) never hang.
    forceCloseConnections: true,
  });

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
    identity,
    uploads,
    payments: sandbox,
    routes,
  };

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.details));
    }
    if (error.validation) {
      return reply.code(400).send(errorBody(400, validationMessage(error)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'El contenido supera el tamaño máximo permitido'
          : error.message;
      return reply.code(status).send(errorBody(status, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'Error interno del servidor'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorBody(404, `Ruta no encontrada: ${request.method} ${request.url.split('?')[0]}`)),
  );

  await app.register(identityProviderRoutes, {
    db: options.db,
    provider: identity.provider,
    verifyAccessToken,
    webOrigins: options.webOrigins,
  });

  // Everything the front ends call from the browser: CORS for the web origins (bearer tokens, no cookies).
  await app.register(async (web) => {
    await web.register(cors, {
      origin: [...options.webOrigins],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      credentials: false,
      maxAge: 600,
    });

    await web.register(async (api) => {
      installAuthentication(api, { db: options.db, verifyAccessToken });
      registerStoreCheckRoute(api, context);
      registerGetProfileRoute(api, context);
      registerUpdateProfileRoute(api, context);
      registerListIndicatorsRoute(api, context);
      registerGetMetricRoute(api, context);
      registerGetChartRoute(api, context);
      registerListReportsRoute(api, context);
      registerGetReportRoute(api, context);
      registerExportReportRoute(api, context);
      registerListProductsRoute(api, context);
      registerCreateProductRoute(api, context);
      registerGetBankAccountRoute(api, context);
      registerUpdateBankAccountRoute(api, context);
      registerListOrdersRoute(api, context);
      registerCurrentPlanRoute(api, context);
      registerListPricingPlansRoute(api, context);
      registerSystemStatusRoute(api, context);
      registerGetPlatformSettingsRoute(api, context);
      registerListPublicStoresRoute(api, context);
      registerSignedUploadUrlRoute(api, context);
      registerResetPasswordRoute(api, context);
      registerChangePasswordRoute(api, context);
      registerPrivatePlatformRegisterRoute(api, context);
      registerGetSetupTasksRoute(api, context);
      registerPublishStoreRoute(api, context);
      registerGetBusinessContactRoute(api, context);
      registerUpdateBusinessContactRoute(api, context);
      registerGetBillingInfoRoute(api, context);
      registerUpdateBillingInfoRoute(api, context);
      registerListVisitedToursRoute(api, context);
      registerMarkTourVisitedRoute(api, context);
      registerPublicPlatformRegisterRoute(api, context);
      registerSendVerificationCodeRoute(api, context);
      registerVerifyCodeRoute(api, context);
      registerCreateLeadRoute(api, context);
      registerDemoRequestFormRoute(api, context);
      registerGetPublicOrderRoute(api, context);
      registerCreateOrderPaymentRoute(api, context);
      await api.register(paymentReturnRoutes, context);
    });

    await web.register(async (blobs) => registerBlobRoutes(blobs, context));
    await web.register(async (downloads) => registerDownloadReportFileRoute(downloads, context));

    if (options.devRoutes ?? process.env.NODE_ENV !== 'production') {
      registerOutboxRoute(web, context);
      registerDatabaseFaultRoutes(web, context);
      registerPublicOrderLinksRoute(web, context);
    }
  });

  await app.register(paymentSandboxRoutes, { sandbox });

  return app;
}
