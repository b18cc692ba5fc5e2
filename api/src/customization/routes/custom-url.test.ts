import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import { DEMO_EMAIL, OTHER_EMAIL } from '../../testing/tokens.ts';
import { createFakeDnsResolver } from '../dns-resolver.ts';

const DOMAIN_URL = '/api/customization/domain';
const ALIAS_URL = '/api/customization/domain/alias';
const VERIFY_URL = '/api/customization/domain/verification';
const REMOVE_URL = '/api/customization/domain/custom-domain';
const ALIAS_MESSAGE =
  'El alias solo puede contener letras minúsculas, números y guiones, máximo 63 caracteres';
const APEX = '203.0.113.10';

describe('the custom URL: /api/customization/domain', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  // The DNS the verification asks: a zone each test writes (never the network).
  const zone: Record<string, { cname?: string[]; a?: string[] }> = {};
  const dns = createFakeDnsResolver(zone);

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp({ dns }));
  });
  after(() => testApp.close());
  beforeEach(() => {
    for (const host of Object.keys(zone)) delete zone[host];
    dns.lookups.length = 0;
  });

  const read = (headers: Bearer) => testApp.app.inject({ method: 'GET', url: DOMAIN_URL, headers });
  const setAlias = (headers: Bearer, payload: unknown) =>
    testApp.sendJson('PUT', ALIAS_URL, payload, headers);
  const verify = (headers: Bearer, payload: unknown) =>
    testApp.sendJson('POST', VERIFY_URL, payload, headers);
  const remove = (headers: Bearer) =>
    testApp.app.inject({ method: 'DELETE', url: REMOVE_URL, headers });
  const storeRow = async (email: string) =>
    (
      await testApp.db.query<{
        domain_alias: string | null;
        custom_domain: string | null;
        dns_verified: boolean;
        ssl_active: boolean;
      }>(
        `select s.domain_alias, s.custom_domain, s.dns_verified, s.ssl_active
         from stores s join users u on u.id = s.owner_user_id where u.email = $1`,
        [email],
      )
    ).rows[0];
  const setRow = (email: string, sql: string, params: unknown[] = []) =>
    testApp.db.query(
      `update stores set ${sql} where owner_user_id = (select id from users where email = $1)`,
      [email, ...params],
    );

  it("reads the caller's domain data, the plan's allowance and the DNS instructions", async () => {
    const starter = await read(demo);
    assert.equal(starter.statusCode, 200);
    assert.deepEqual(starter.json(), {
      alias: 'cafecordillera',
      platformDomain: 'suscribe.cl',
      storeUrl: 'https://cafecordillera.suscribe.cl',
      customDomain: null,
      dnsVerified: false,
      sslActive: false,
      customDomainAllowed: false,
      planName: 'Starter',
      dnsRecords: [
        { type: 'CNAME', name: 'www', value: 'cafecordillera.suscribe.cl' },
        { type: 'A', name: '@', value: APEX },
      ],
    });
    const pro = (await read(otra)).json();
    assert.equal(pro.alias, 'huertaverde');
    assert.equal(pro.customDomain, 'www.huertaverde.cl');
    assert.equal(pro.dnsVerified, true);
    assert.equal(pro.sslActive, true);
    assert.equal(pro.customDomainAllowed, true);
    assert.equal(pro.planName, 'Pro');
  });

  it('falls back to the subdomain while a store has chosen no alias', async () => {
    await setRow(DEMO_EMAIL, 'domain_alias = null');
    const body = (await read(demo)).json();
    assert.equal(body.alias, 'cafe-cordillera');
    assert.equal(body.storeUrl, 'https://cafe-cordillera.suscribe.cl');
    await setRow(DEMO_EMAIL, "domain_alias = 'cafecordillera'");
  });

  describe('alias', () => {
    it('saves a valid alias (trimmed) for any plan, and answers the new store URL', async () => {
      const response = await setAlias(demo, { alias: ' cafe-del-sur ', extra: 'x' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().alias, 'cafe-del-sur');
      assert.equal(response.json().storeUrl, 'https://cafe-del-sur.suscribe.cl');
      assert.deepEqual(response.json().dnsRecords[0], {
        type: 'CNAME',
        name: 'www',
        value: 'cafe-del-sur.suscribe.cl',
      });
      assert.equal((await storeRow(DEMO_EMAIL))?.domain_alias, 'cafe-del-sur');
      assert.equal((await storeRow(OTHER_EMAIL))?.domain_alias, 'huertaverde', 'otra untouched');
    });

    it('lets a store take its own subdomain back as its alias', async () => {
      const response = await setAlias(demo, { alias: 'cafe-cordillera' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().alias, 'cafe-cordillera');
    });

    it('answers 400 with the spec 3 §5 message and writes nothing', async () => {
      const before = await storeRow(DEMO_EMAIL);
      const cases: Array<[unknown, string]> = [
        [{ alias: 'Mi Tienda' }, ALIAS_MESSAGE],
        [{ alias: 'mi_tienda' }, ALIAS_MESSAGE],
        [{ alias: 'mi--tienda' }, ALIAS_MESSAGE],
        [{ alias: '-tienda' }, ALIAS_MESSAGE],
        [{ alias: 'x'.repeat(64) }, ALIAS_MESSAGE],
        [{ alias: '' }, ALIAS_MESSAGE],
        [{}, ALIAS_MESSAGE],
        [{ alias: 'ab' }, 'El alias debe tener al menos 3 caracteres'],
      ];
      for (const [payload, message] of cases) {
        const response = await setAlias(demo, payload);
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.equal(response.json().message, message);
        assert.equal(response.json().fields.alias, message);
      }
      for (const payload of [{ alias: 42 }, { alias: ['a'] }, 'alias', null]) {
        const response = await setAlias(demo, payload);
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.ok(response.json().message);
      }
      assert.deepEqual(await storeRow(DEMO_EMAIL), before, 'no write');
    });

    it("answers 409 for another store's alias or subdomain, or a reserved name, and writes nothing", async () => {
      const before = await storeRow(DEMO_EMAIL);
      for (const alias of ['huertaverde', 'huerta-verde']) {
        const response = await setAlias(demo, { alias });
        assert.equal(response.statusCode, 409, alias);
        assert.equal(
          response.json().message,
          'Este alias ya está en uso por otra tienda. Elige otro.',
        );
        assert.equal(response.json().fields.alias, response.json().message);
      }
      const reserved = await setAlias(demo, { alias: 'admin' });
      assert.equal(reserved.statusCode, 409);
      assert.equal(
        reserved.json().message,
        'Este alias está reservado por la plataforma. Elige otro.',
      );
      assert.deepEqual(await storeRow(DEMO_EMAIL), before);
    });

    it('sends a connected custom domain back to pending: its CNAME named the old alias', async () => {
      const response = await setAlias(otra, { alias: 'huerta-verde-vina' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().customDomain, 'www.huertaverde.cl');
      assert.equal(response.json().dnsVerified, false);
      assert.equal(response.json().sslActive, false);
      // Saving the same alias again changes nothing.
      await setRow(OTHER_EMAIL, 'dns_verified = true, ssl_active = true');
      const same = await setAlias(otra, { alias: 'huerta-verde-vina' });
      assert.equal(same.json().dnsVerified, true);
      await setRow(OTHER_EMAIL, "domain_alias = 'huertaverde'");
    });
  });

  describe('verification', () => {
    it('refuses a store whose plan is not Pro with a 403, before any lookup or write', async () => {
      const before = await storeRow(DEMO_EMAIL);
      const response = await verify(demo, { domain: 'cafecordillera.cl' });
      assert.equal(response.statusCode, 403);
      assert.equal(
        response.json().message,
        'El dominio personalizado es exclusivo del Plan Pro. Mejora tu plan para conectar tu dominio.',
      );
      assert.deepEqual(dns.lookups, []);
      assert.deepEqual(await storeRow(DEMO_EMAIL), before);
    });

    it('verifies DNS and activates SSL when both records are there', async () => {
      zone['www.huertaverde.cl'] = { cname: ['HuertaVerde.suscribe.cl.'] };
      zone['huertaverde.cl'] = { a: ['198.51.100.7', APEX] };
      const response = await verify(otra, { domain: 'WWW.HuertaVerde.cl ' });
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.domain.customDomain, 'www.huertaverde.cl');
      assert.equal(body.domain.dnsVerified, true);
      assert.equal(body.domain.sslActive, true);
      assert.deepEqual(body.checks, [
        {
          type: 'CNAME',
          name: 'www',
          value: 'huertaverde.suscribe.cl',
          host: 'www.huertaverde.cl',
          found: ['huertaverde.suscribe.cl'],
          status: 'ok',
        },
        {
          type: 'A',
          name: '@',
          value: APEX,
          host: 'huertaverde.cl',
          found: ['198.51.100.7', APEX],
          status: 'ok',
        },
      ]);
      assert.deepEqual(dns.lookups.sort(), ['A huertaverde.cl', 'CNAME www.huertaverde.cl']);
    });

    it('keeps DNS and SSL pending, saying which record is missing or points elsewhere', async () => {
      zone['www.mihuerta.cl'] = { cname: ['otra-cosa.netlify.app'] };
      const response = await verify(otra, { domain: 'mihuerta.cl' });
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.domain.customDomain, 'mihuerta.cl');
      assert.equal(body.domain.dnsVerified, false);
      assert.equal(body.domain.sslActive, false);
      assert.deepEqual(
        body.checks.map((check: { host: string; status: string }) => [check.host, check.status]),
        [
          ['www.mihuerta.cl', 'mismatch'],
          ['mihuerta.cl', 'missing'],
        ],
      );
      const row = await storeRow(OTHER_EMAIL);
      assert.deepEqual(
        [row?.custom_domain, row?.dns_verified, row?.ssl_active],
        ['mihuerta.cl', false, false],
      );
    });

    it('tells a DNS that did not answer apart from a missing record', async () => {
      const failing = createFakeDnsResolver();
      const timeout = Object.assign(new Error('ETIMEOUT'), { code: 'ETIMEOUT' });
      failing.resolveCname = () => Promise.reject(timeout);
      const { testApp: other, otra: owner } = await openTestApp({ dns: failing });
      try {
        const response = await other.sendJson('POST', VERIFY_URL, { domain: 'mihuerta.cl' }, owner);
        assert.equal(response.statusCode, 200);
        assert.deepEqual(
          response.json().checks.map((check: { status: string }) => check.status),
          ['unavailable', 'missing'],
        );
        assert.equal(response.json().domain.dnsVerified, false);
      } finally {
        await other.close();
      }
    });

    it('answers 400 for a bad domain or one of the platform, and writes nothing', async () => {
      const before = await storeRow(OTHER_EMAIL);
      for (const domain of ['mitienda', 'http://mitienda.cl', 'mi tienda.cl', '', 'x.c']) {
        const response = await verify(otra, { domain });
        assert.equal(response.statusCode, 400, domain);
        assert.equal(response.json().message, 'Ingresa un dominio válido (ejemplo: mitienda.cl)');
        assert.equal(response.json().fields.domain, response.json().message);
      }
      const platform = await verify(otra, { domain: 'huertaverde.suscribe.cl' });
      assert.equal(platform.statusCode, 400);
      assert.equal(
        platform.json().message,
        'Ingresa un dominio propio: las direcciones de suscribe.cl se eligen con el alias.',
      );
      for (const payload of [{ domain: 7 }, { domain: {} }, 'mitienda.cl']) {
        assert.equal((await verify(otra, payload)).statusCode, 400, JSON.stringify(payload));
      }
      assert.deepEqual(await storeRow(OTHER_EMAIL), before);
      assert.deepEqual(dns.lookups, []);
    });

    it('answers 409 for a domain another store has connected, in either spelling', async () => {
      await setRow(DEMO_EMAIL, "custom_domain = 'cafecordillera.cl'");
      const before = await storeRow(OTHER_EMAIL);
      for (const domain of ['cafecordillera.cl', 'www.cafecordillera.cl']) {
        const response = await verify(otra, { domain });
        assert.equal(response.statusCode, 409, domain);
        assert.equal(response.json().message, 'Este dominio ya está conectado a otra tienda.');
      }
      assert.deepEqual(await storeRow(OTHER_EMAIL), before);
      await setRow(DEMO_EMAIL, 'custom_domain = null');
    });
  });

  it('disconnects the custom domain of the caller only', async () => {
    await setRow(DEMO_EMAIL, "custom_domain = 'cafecordillera.cl', dns_verified = true");
    const response = await remove(otra);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().customDomain, null);
    assert.equal(response.json().dnsVerified, false);
    assert.equal(response.json().sslActive, false);
    const demoRow = await storeRow(DEMO_EMAIL);
    assert.equal(demoRow?.custom_domain, 'cafecordillera.cl', "demo's domain stays");
    assert.equal(demoRow?.dns_verified, true);
  });

  it("never reads or changes another store's data with otra's token", async () => {
    const demoBefore = await storeRow(DEMO_EMAIL);
    const own = (await read(otra)).json();
    assert.notEqual(own.alias, demoBefore?.domain_alias);
    assert.equal((await setAlias(otra, { alias: 'huerta-nueva' })).statusCode, 200);
    assert.deepEqual(await storeRow(DEMO_EMAIL), demoBefore);
    assert.equal((await storeRow(OTHER_EMAIL))?.domain_alias, 'huerta-nueva');
  });

  it('answers 401 without a valid token', async () => {
    for (const headers of [{}, { authorization: 'Bearer no-es-un-token' }]) {
      for (const [method, url] of [
        ['GET', DOMAIN_URL],
        ['PUT', ALIAS_URL],
        ['POST', VERIFY_URL],
        ['DELETE', REMOVE_URL],
      ] as const) {
        const response = await testApp.app.inject({
          method,
          url,
          headers,
          ...(method === 'PUT' || method === 'POST'
            ? { payload: { alias: 'abc', domain: 'a.cl' } }
            : {}),
        });
        assert.equal(response.statusCode, 401, `${method} ${url}`);
      }
    }
  });
});
