import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { VALIDATION_MESSAGES } from '@platform/shared/validation';

import { EMAIL_TEMPLATES } from '../../db/seed-data.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  DEMO_EMAIL,
  NEW_EMAIL,
  OTHER_EMAIL,
  bearer,
  getAccessToken,
} from '../../testing/tokens.ts';
import { createUser } from '../../testing/users.ts';
import { ALREADY_HAS_STORE, STORE_CREATED, SUBDOMAIN_TAKEN } from './private-platform-register.ts';

const m = VALIDATION_MESSAGES.registration;

/** No Authorization header, then a bearer that is not a token: both must get 401. */
const NO_VALID_TOKEN: Array<Record<string, string>> = [{}, { authorization: 'Bearer not-a-token' }];

describe('store setup (POST /api/auth/private-platform-register)', () => {
  let testApp: TestApp;
  let nueva: { authorization: string };

  before(async () => {
    testApp = await createTestApp();
    nueva = bearer(await getAccessToken(testApp.app, NEW_EMAIL));
  });
  after(() => testApp.close());

  const register = (payload: unknown, headers: Record<string, string> = nueva) =>
    testApp.sendJson('POST', '/api/auth/private-platform-register', payload, headers);

  async function storeCount(): Promise<number> {
    const { rows } = await testApp.db.query<{ n: number }>('select count(*) as n from stores');
    return Number(rows[0]?.n);
  }

  /** A new merchant without a store, signed in. */
  async function newMerchant(email: string): Promise<{ authorization: string }> {
    await createUser(testApp.db, email);
    return bearer(await getAccessToken(testApp.app, email));
  }

  it('answers 401 without a token', async () => {
    for (const headers of NO_VALID_TOKEN) {
      const response = await register(
        { businessName: 'Mi Tienda', subdomain: 'mi-tienda' },
        headers,
      );
      assert.equal(response.statusCode, 401);
    }
  });

  it('rejects bad bodies with 400 and a clear message, creating nothing', async () => {
    const before = await storeCount();
    const cases: Array<[unknown, string]> = [
      [{}, m.businessNameRequired],
      [{ businessName: '   ', subdomain: 'mi-tienda' }, m.businessNameRequired],
      [{ businessName: 'A'.repeat(51), subdomain: 'aaa' }, m.businessNameMax],
      [{ businessName: 'Mi Tienda' }, m.subdomain],
      [{ businessName: 'Mi Tienda', subdomain: 'Mi Tienda' }, m.subdomain],
      [{ businessName: 'Mi Tienda', subdomain: 'mi--tienda' }, m.subdomain],
      [{ businessName: 'Mi Tienda', subdomain: '-mi-tienda' }, m.subdomain],
      // Not the derived one and too short for an alias.
      [{ businessName: 'Mi Tienda', subdomain: 'mt' }, VALIDATION_MESSAGES.domain.alias],
      [{ businessName: 'Mi Tienda', subdomain: 'a'.repeat(64) }, VALIDATION_MESSAGES.domain.alias],
      ['Mi Tienda', 'Se esperaba un objeto JSON'],
    ];
    for (const [payload, message] of cases) {
      const response = await register(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().error, 'Bad Request');
      assert.equal(response.json().message, message, JSON.stringify(payload));
    }
    assert.equal(await storeCount(), before);
  });

  it('answers 409 when the user already has a store, changing nothing', async () => {
    const before = await storeCount();
    for (const email of [DEMO_EMAIL, OTHER_EMAIL]) {
      const response = await register(
        { businessName: 'Segunda Tienda', subdomain: 'segunda-tienda' },
        bearer(await getAccessToken(testApp.app, email)),
      );
      assert.equal(response.statusCode, 409);
      assert.equal(response.json().message, ALREADY_HAS_STORE);
    }
    assert.equal(await storeCount(), before);
  });

  it("answers 409 'El subdominio ya está en uso' for another store's subdomain or alias and reserved names", async () => {
    const before = await storeCount();
    for (const [businessName, subdomain] of [
      ['Café Cordillera', 'cafe-cordillera'], // demo's subdomain (the derived one)
      ['Mi Café', 'cafecordillera'], // demo's alias
      ['WWW', 'www'],
    ]) {
      const response = await register({ businessName, subdomain });
      assert.equal(response.statusCode, 409, subdomain);
      assert.equal(response.json().message, SUBDOMAIN_TAKEN);
    }
    assert.equal(await storeCount(), before);
  });

  it('creates the unpublished store; the store check then answers hasStore', async () => {
    const before = await testApp.app.inject({ url: '/api/auth/login', headers: nueva });
    assert.equal(before.statusCode, 404);

    const response = await register({
      businessName: '  Café & Té Ñuñoa ',
      subdomain: 'cafe-te-nunoa',
    });
    assert.equal(response.statusCode, 201);
    const body = response.json();
    assert.equal(body.message, STORE_CREATED);
    assert.deepEqual(Object.keys(body.store).sort(), ['id', 'name', 'publishedAt', 'subdomain']);
    assert.equal(body.store.name, 'Café & Té Ñuñoa');
    assert.equal(body.store.subdomain, 'cafe-te-nunoa');
    assert.equal(body.store.publishedAt, null);

    const check = await testApp.app.inject({ url: '/api/auth/login', headers: nueva });
    assert.equal(check.statusCode, 200);
    assert.equal(check.json().hasStore, true);
    assert.deepEqual(check.json().store, body.store);

    const { rows } = await testApp.db.query<{
      published_at: Date | null;
      owner: string;
      timezone: string;
    }>(
      `select s.published_at, u.email as owner, s.timezone from stores s join users u on u.id = s.owner_user_id
       where s.id = $1`,
      [body.store.id],
    );
    assert.deepEqual(rows[0], {
      published_at: null,
      owner: NEW_EMAIL,
      timezone: 'America/Santiago',
    });
    const tasks = await testApp.db.query<{ n: number }>(
      'select count(*) as n from store_setup_tasks where store_id = $1 and not is_completed',
      [body.store.id],
    );
    assert.equal(Number(tasks.rows[0]?.n), 5, 'the setup guide starts with every task pending');
    const templates = await testApp.db.query<{ n: number }>(
      'select count(*) as n from email_templates where store_id = $1',
      [body.store.id],
    );
    assert.equal(Number(templates.rows[0]?.n), EMAIL_TEMPLATES.length);

    const setup = await testApp.app.inject({ url: '/api/setup/tasks', headers: nueva });
    assert.equal(setup.statusCode, 200);
    assert.equal(setup.json().isStorePublished, false);

    const again = await register({ businessName: 'Otra Más', subdomain: 'otra-mas' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, ALREADY_HAS_STORE);
    const taken = await register(
      { businessName: 'Café & Té Ñuñoa', subdomain: 'cafe-te-nunoa' },
      await newMerchant('segunda@tienda.cl'),
    );
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().message, SUBDOMAIN_TAKEN);
  });

  it('accepts a chosen alias instead of the derived subdomain, and short derived ones', async () => {
    const alias = await register(
      { businessName: 'Huerto del Sur', subdomain: 'huerto-sur-2026' },
      await newMerchant('alias@tienda.cl'),
    );
    assert.equal(alias.statusCode, 201);
    assert.equal(alias.json().store.subdomain, 'huerto-sur-2026');
    const short = await register(
      { businessName: 'Yo', subdomain: 'yo' },
      await newMerchant('yo@tienda.cl'),
    );
    assert.equal(
      short.statusCode,
      201,
      'the derived subdomain is accepted even below 3 characters',
    );
  });

  it('creates one store when the same merchant sends the form twice at once', async () => {
    const headers = await newMerchant('doble@tienda.cl');
    const responses = await Promise.all([
      register({ businessName: 'Doble Clic', subdomain: 'doble-clic' }, headers),
      register({ businessName: 'Doble Clic', subdomain: 'doble-clic' }, headers),
    ]);
    assert.deepEqual(responses.map((response) => response.statusCode).sort(), [201, 409]);
    const { rows } = await testApp.db.query<{ n: number }>(
      `select count(*) as n from stores s join users u on u.id = s.owner_user_id where u.email = 'doble@tienda.cl'`,
    );
    assert.equal(Number(rows[0]?.n), 1);
  });
});
