import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { Type } from 'typebox';
import { object, string } from 'yup';

import { VISITED_AT_OUT_OF_RANGE } from '../account/routes/mark-tour-visited.ts';
import { DEMO_STORE_ID } from '../db/seed-ids.ts';
import { openTestApp, type Bearer, type TestApp } from '../testing/test-app.ts';
import { DEMO_EMAIL } from '../testing/tokens.ts';
import { HttpError } from './errors.ts';
import { NO_NUL_PATTERN, withRequestLimits } from './request-limits.ts';
import { UNREADABLE_BODY, validate } from './validation.ts';

// The bad inputs a review of the running api answered with a 500 (or quietly saved): each is now a
// 400 with a Spanish message, and nothing is written. bad-input.property.test.ts generates such
// inputs for every route; these are the cases found, one by one.

const NUL = (field: string, where = 'El campo') =>
  `${where} «${field}» no puede contener el carácter nulo (U+0000)`;

describe('bad input found in review: a 400 with a Spanish message, nothing written', () => {
  let testApp: TestApp;
  let demo: Bearer;

  before(async () => {
    ({ testApp, demo } = await openTestApp());
  });
  after(() => testApp.close());

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await testApp.db.query<{ n: number }>(sql, params)).rows[0]?.n);
  const get = (url: string, headers: Record<string, string> = demo) =>
    testApp.app.inject({ url, headers });
  const assertRefused = (
    response: { statusCode: number; json(): { message?: string } },
    message: string,
  ) => {
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, message);
  };

  it('refuses a NUL character in a product’s name, description or benefits', async () => {
    const products = () =>
      count('select count(*) as n from products where store_id = $1', [DEMO_STORE_ID]);
    const before = await products();
    const valid = { name: 'Café de prueba', price: 12990 };
    for (const [body, field] of [
      [{ ...valid, name: 'Café\u0000' }, 'name'],
      [{ ...valid, description: 'Tostado\u0000medio' }, 'description'],
      [{ ...valid, benefits: ['Despacho\u0000gratis'] }, 'benefits.0'],
    ] as const) {
      assertRefused(await testApp.sendJson('POST', '/api/products', body, demo), NUL(field));
    }
    assert.equal(await products(), before);
  });

  it('refuses a NUL character in the contact address', async () => {
    const before = (await get('/api/business/contact')).body;
    const response = await testApp.sendJson(
      'PUT',
      '/api/business/contact',
      {
        address: 'Av. Providencia\u00001234',
        businessHours: [{ days: 'Lunes a Viernes', startTime: '09:00', endTime: '18:00' }],
        contactPhones: [{ number: '+56912345678', isDefault: true }],
        contactEmails: [{ email: 'hola@tienda.cl', isDefault: true }],
        socialMedia: { twitter: '', facebook: '', instagram: '' },
      },
      demo,
    );
    assertRefused(response, NUL('address'));
    assert.equal((await get('/api/business/contact')).body, before);
  });

  it('refuses a NUL character in the search of products, orders and the public stores', async () => {
    assertRefused(await get('/api/products?search=%00'), NUL('search', 'El parámetro'));
    assertRefused(await get('/api/orders?search=caf%00'), NUL('search', 'El parámetro'));
    // The public catalogue needs no token.
    assertRefused(await get('/api/public/stores?search=%00', {}), NUL('search', 'El parámetro'));
  });

  it('refuses page numbers and amounts beyond what the database holds', async () => {
    assertRefused(
      await get('/api/products?page=1000000000000000000'),
      'El parámetro «page» debe ser menor o igual a 100000',
    );
    assertRefused(
      await get('/api/orders?page=1000000000000000000'),
      'El parámetro «page» debe ser menor o igual a 100000',
    );
    assertRefused(
      await get('/api/products?priceMin=100000000000000000000'),
      'El parámetro «priceMin» debe ser menor o igual a 2147483647',
    );
    assertRefused(
      await get('/api/orders?minAmount=100000000000000000000'),
      'El parámetro «minAmount» debe ser menor o igual a 9007199254740991',
    );
    // The last page a store could have still answers.
    assert.equal((await get('/api/orders?page=100000')).statusCode, 200);
  });

  it('refuses dates outside 1900-2100', async () => {
    assertRefused(
      await get('/api/orders?startDate=0000-01-01'),
      'El parámetro «startDate» debe ser una fecha desde el 1900-01-01',
    );
    assertRefused(
      await get('/api/orders?endDate=2101-01-01'),
      'El parámetro «endDate» debe ser una fecha hasta el 2100-12-31',
    );
    const tours = () => count("select count(*) as n from user_tours where tour_id = 'dashboard'");
    const before = await tours();
    for (const visitedAt of ['0000-01-01', '1899-12-31T23:59:59Z']) {
      const response = await testApp.sendJson(
        'PUT',
        '/api/store/tours/dashboard/mark-as-visited',
        { tourId: 'dashboard', visitedAt },
        demo,
      );
      assertRefused(response, VISITED_AT_OUT_OF_RANGE);
    }
    assert.equal(await tours(), before);
  });

  it('refuses a number where a text is expected instead of saving it as text', async () => {
    const response = await testApp.sendJson(
      'PUT',
      '/api/account/profile',
      { firstName: 123, lastName: 'Tienda', email: DEMO_EMAIL },
      demo,
    );
    assertRefused(response, 'El campo «firstName» debe ser un texto');
    assert.notEqual((await get('/api/account/profile')).json().firstName, '123');
  });

  it('refuses an object, a list or a repeated parameter where one value is expected', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/auth/reset-password', { email: { a: 1 } }],
      ['POST', '/api/leads', { fullName: ['Ana', 'Rojas'] }],
      ['PUT', '/api/store/bank/account', { bankId: { a: 1 } }],
      ['POST', '/api/aws/s3/signed-upload-url', { contentType: ['image/png'] }],
    ] as const) {
      const response = await testApp.sendJson(method, url, body, demo);
      assert.equal(response.statusCode, 400, url);
      assert.match(response.json().message, /debe ser un texto/, url);
    }
    assertRefused(
      await get('/api/products?search=a&search=b'),
      'El parámetro «search» debe ser un texto',
    );
  });

  it('answers a body that is not JSON and a malformed URL in Spanish', async () => {
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName":',
    });
    assertRefused(malformed, 'El contenido no es un JSON válido');
    assertRefused(
      await get('/api/public/orders/%E0%A4%A'),
      'La dirección de la solicitud no es válida',
    );
  });
});

describe('the shared validation layer', () => {
  it('answers 400 when a yup rule throws on a value it cannot read', () => {
    const schema = object({ name: string().trim().required() });
    assert.throws(
      () => validate(schema, { name: { a: 1 } }),
      (error) =>
        error instanceof HttpError && error.statusCode === 400 && error.message === UNREADABLE_BODY,
    );
  });

  it('keeps the bounds a schema states and adds the others', () => {
    const limited = withRequestLimits(
      Type.Object({
        quantity: Type.Integer({ minimum: 1, maximum: 5 }),
        count: Type.Integer(),
        code: Type.String({ pattern: '^[A-Z]+$' }),
        day: Type.String({ format: 'date' }),
      }),
    ) as unknown as { properties: Record<string, Record<string, unknown>> };
    const { quantity, count, code, day } = limited.properties;
    assert.deepEqual([quantity?.minimum, quantity?.maximum], [1, 5]);
    assert.deepEqual([count?.minimum, count?.maximum], [-2147483648, 2147483647]);
    assert.equal(code?.pattern, '^[A-Z]+$');
    assert.deepEqual(code?.allOf, [{ pattern: NO_NUL_PATTERN }]);
    assert.deepEqual([day?.formatMinimum, day?.formatMaximum], ['1900-01-01', '2100-12-31']);
  });
});
