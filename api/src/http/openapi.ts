import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

import { isPublicRoute } from '../auth/public-routes.ts';
import { ErrorResponse } from './contract.ts';
import { withRequestLimits } from './request-limits.ts';

const ERROR_STATUSES = ['400', '401', '404', '409', '429', '500'] as const;

type ObjectSchema = { properties?: Record<string, object>; required?: string[] };

/**
 * A query parameter with a default may be left out, though the validation schema lists it as
 * required (so the handler always gets a value): the document says it is optional. A copy: the
 * route's own schema is left as it is.
 */
function withOptionalDefaults(schema: unknown): ObjectSchema | undefined {
  const object = schema as ObjectSchema | undefined;
  if (!object?.required || !object.properties) return undefined;
  const properties = object.properties;
  return {
    ...object,
    required: object.required.filter((name) => !('default' in (properties[name] ?? {}))),
  };
}

/**
 * Publishes every `/api` route's schema as an OpenAPI 3.1 document at `GET /api/openapi.json`,
 * and, in development, a browsable reference at `/api-docs`. The identity provider, uploads, the
 * payment sandbox and the development routes are not part of the platform api and stay out.
 * Register before the routes: the document is collected as they are added.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { publicUrl: string; referencePage: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Suscribe platform api',
        version: '1.0.0',
        description:
          "The api of the merchant back-office and public site. Every route outside the public list needs a bearer access token from the identity provider (`/oidc`); its data is scoped to the caller's store. Errors answer `{ statusCode, error, message }` with a Spanish message.",
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform({ schema, url, route }) {
      const method = [route.method].flat()[0] ?? 'GET';
      if (!url.startsWith('/api/') || url === '/api/openapi.json') {
        return { schema: { ...schema, hide: true }, url };
      }
      const response = { ...(schema?.response as Record<string, unknown> | undefined) };
      const querystring = withOptionalDefaults(schema?.querystring) ?? schema?.querystring;
      for (const status of ERROR_STATUSES) response[status] ??= ErrorResponse;
      // The limits the validator adds to every request schema (http/request-limits.ts).
      const request = Object.fromEntries(
        (['body', 'params'] as const)
          .filter((part) => schema?.[part])
          .map((part) => [part, withRequestLimits(schema?.[part])]),
      );
      return {
        url,
        schema: {
          ...schema,
          ...request,
          ...(querystring ? { querystring: withRequestLimits(querystring) } : {}),
          response,
          security: isPublicRoute(method, url) ? [] : [{ bearer: [] }],
        },
      };
    },
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  if (options.referencePage) {
    await app.register(swaggerUi, { routePrefix: '/api-docs' });
  }
}
