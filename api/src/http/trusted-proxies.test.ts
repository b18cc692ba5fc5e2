import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { FastifyInstance, InjectOptions } from 'fastify';

import { buildApp } from '../app.ts';
import { DEFAULT_WEB_ORIGINS } from '../config.ts';
import { TEST_PUBLIC_URL, createTestApp, type TestApp } from '../testing/test-app.ts';

/** A proxy in front of the api (TEST-NET addresses: documentation only, never reached). */
const PROXY = '192.0.2.10';
const DIRECT_CLIENT = '203.0.113.7';
const DISCOVERY = '/oidc/.well-known/openid-configuration';
const ENDPOINTS = [
  'authorization_endpoint',
  'token_endpoint',
  'jwks_uri',
  'userinfo_endpoint',
  'end_session_endpoint',
  'revocation_endpoint',
] as const;

const LEAD = {
  fullName: 'Ana Rojas',
  sector: 'Retail',
  email: 'ana@x.cl',
  phone: '+56 9 1234 5678',
};

describe('forwarded headers are believed only from the proxies in TRUSTED_PROXIES', () => {
  let testApp: TestApp;
  /** The same api, configured with TRUSTED_PROXIES=192.0.2.10. */
  let behindProxy: FastifyInstance;

  before(async () => {
    testApp = await createTestApp();
    behindProxy = await buildApp({
      db: testApp.db,
      publicUrl: TEST_PUBLIC_URL,
      webOrigins: DEFAULT_WEB_ORIGINS,
      accessTokenTtl: 300,
      trustedProxies: [PROXY],
    });
  });
  after(async () => {
    await behindProxy.close();
    await testApp.close();
  });

  async function endpoints(app: FastifyInstance, options: Partial<InjectOptions> = {}) {
    const response = await app.inject({
      ...options,
      url: DISCOVERY,
      headers: { host: 'localhost:4000', ...options.headers },
    });
    assert.equal(response.statusCode, 200);
    const discovery = response.json() as Record<string, string>;
    return Object.fromEntries(ENDPOINTS.map((key) => [key, discovery[key]]));
  }

  it('advertises the same endpoints to a client that forges X-Forwarded-Host/-Proto', async () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    for (const [app, remoteAddress] of [
      [testApp.app, '127.0.0.1'],
      [behindProxy, DIRECT_CLIENT],
    ] as const) {
      const honest = await endpoints(app, { remoteAddress });
      assert.equal(honest.token_endpoint, 'http://localhost:4000/oidc/token');
      const answer = await endpoints(app, { remoteAddress, headers: forged });
      assert.deepEqual(answer, honest, `from ${remoteAddress}`);
    }
  });

  it('advertises the host and scheme a trusted proxy forwards', async () => {
    const answer = await endpoints(behindProxy, {
      remoteAddress: PROXY,
      headers: { 'x-forwarded-host': 'api.suscribe.cl', 'x-forwarded-proto': 'https' },
    });
    assert.equal(answer.token_endpoint, 'https://api.suscribe.cl/oidc/token');
    assert.equal(answer.jwks_uri, 'https://api.suscribe.cl/oidc/jwks');
  });

  const sendLead = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/leads',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: LEAD,
    });

  it('rate-limits the client a trusted proxy forwards, each client on its own count', async () => {
    let response = await sendLead(behindProxy, PROXY, '198.51.100.1');
    for (let i = 0; i < 25 && response.statusCode !== 429; i += 1) {
      response = await sendLead(behindProxy, PROXY, '198.51.100.1');
    }
    assert.equal(response.statusCode, 429, 'the first client is slowed down');
    const other = await sendLead(behindProxy, PROXY, '198.51.100.2');
    assert.equal(other.statusCode, 201, 'another client behind the same proxy is not');
  });

  it('does not give a fresh count to a client that sends its own X-Forwarded-For', async () => {
    let response = await sendLead(testApp.app, '127.0.0.1', '198.51.100.50');
    for (let i = 0; i < 25 && response.statusCode !== 429; i += 1) {
      response = await sendLead(testApp.app, '127.0.0.1', `198.51.100.${51 + i}`);
    }
    assert.equal(response.statusCode, 429);
    const again = await sendLead(testApp.app, '127.0.0.1', '198.51.100.99');
    assert.equal(again.statusCode, 429);
  });
});
