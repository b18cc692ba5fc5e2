import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { createTestApp, type TestApp } from '../testing/test-app.ts';

interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
}

type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** `/api/metrics/:code` as OpenAPI writes it: `/api/metrics/{code}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let testApp: TestApp;
  let document: Document;

  before(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    assert.equal(response.statusCode, 200);
    document = response.json();
  });
  after(() => testApp.close());

  const apiRoutes = () =>
    testApp.app.registeredRoutes.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        route.method !== 'OPTIONS' &&
        route.url !== '/api/openapi.json',
    );

  it('is OpenAPI 3.1, served without a token', () => {
    assert.equal(document.openapi, '3.1.0');
  });

  it('lists every /api route with its response schema', () => {
    const missing: string[] = [];
    for (const route of apiRoutes()) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      // A success, or the redirect of a route that answers a browser with one.
      const success = Object.entries(operation?.responses ?? {}).find(([status]) =>
        /^[23]/.test(status),
      );
      if (!success) missing.push(`${route.method} ${route.url}`);
    }
    assert.deepEqual(missing, [], 'routes without a success response schema');
  });

  it('files every route under its domain, with a summary', () => {
    const untagged = apiRoutes()
      .filter((route) => {
        const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
        return !operation?.tags?.length || !operation.summary;
      })
      .map((route) => `${route.method} ${route.url}`);
    assert.deepEqual(untagged, []);
  });

  it('gives every route that takes a body its request schema', () => {
    const missing = apiRoutes()
      .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method))
      .filter((route) => {
        const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
        return !operation?.requestBody;
      })
      .map((route) => `${route.method} ${route.url}`);
    assert.deepEqual(missing, [], 'write routes without a request body schema');
  });

  it('describes every path parameter', () => {
    const missing: string[] = [];
    for (const route of apiRoutes()) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      for (const [, name] of route.url.matchAll(/:([A-Za-z0-9_]+)/g)) {
        const described = operation?.parameters?.some(
          (parameter) => parameter.in === 'path' && parameter.name === name,
        );
        if (!described) missing.push(`${route.method} ${route.url} :${name}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  it('marks the public routes as needing no token and the others as bearer', async () => {
    const { PUBLIC_ROUTES } = await import('../auth/public-routes.ts');
    for (const route of apiRoutes()) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) continue;
      const isPublic = PUBLIC_ROUTES.some(
        (entry) => entry.method === route.method && entry.url === route.url,
      );
      assert.deepEqual(
        operation.security,
        isPublic ? [] : [{ bearer: [] }],
        `${route.method} ${route.url}`,
      );
    }
  });

  it('leaves a query parameter with a default optional', () => {
    const parameters = document.paths['/api/orders']?.get?.parameters ?? [];
    const page = parameters.find((parameter) => parameter.name === 'page') as
      { required?: boolean } | undefined;
    assert.ok(page, 'page is described');
    assert.notEqual(page.required, true);
  });

  it('answers a body that breaks its schema with a 400 and a Spanish message', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: { a: 1 } },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'El campo «email» debe ser un texto');
  });
});
