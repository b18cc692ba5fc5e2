import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type TestApp, openTestApp } from '../../testing/test-app.ts';
import { NEW_EMAIL, OTHER_EMAIL, bearer, getAccessToken } from '../../testing/tokens.ts';

const NO_VALID_TOKEN: Array<Record<string, string>> = [{}, { authorization: 'Bearer not-a-token' }];

const BILLING = {
  businessName: 'Huerta Verde SpA',
  rut: '761234560',
  industry: 'Venta al por menor de frutas y verduras',
  address: 'Av. Libertad 1045',
  city: 'Viña del Mar',
  state: 'Región de Valparaíso',
  zipCode: '2520000',
  billingEmail: 'Facturas@HuertaVerde.cl',
  billingPhone: '+56934567812',
};

describe('billing info (GET/PUT /api/business/billing)', () => {
  let testApp: TestApp;
  let demo: { authorization: string };
  let otra: { authorization: string };

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  const read = (headers: Record<string, string>) =>
    testApp.app.inject({ url: '/api/business/billing', headers });
  const save = (payload: unknown, headers: Record<string, string>) =>
    testApp.sendJson('PUT', '/api/business/billing', payload, headers);
  const billingTask = async (headers: Record<string, string>) =>
    (await testApp.app.inject({ url: '/api/setup/tasks', headers })).json().tasks.billing
      .isCompleted as boolean;
  const storedBilling = async (email: string) =>
    (
      await testApp.db.query(
        `select s.billing_business_name, s.billing_rut, s.billing_industry, s.billing_address,
                s.billing_city, s.billing_state, s.billing_zip_code, s.billing_email, s.billing_phone
         from stores s join users u on u.id = s.owner_user_id where u.email = $1`,
        [email],
      )
    ).rows[0];

  it('answers 401 without a valid token, and 404 to a merchant without a store', async () => {
    for (const headers of NO_VALID_TOKEN) {
      assert.equal((await read(headers)).statusCode, 401);
      assert.equal((await save(BILLING, headers)).statusCode, 401);
    }
    const nueva = bearer(await getAccessToken(testApp.app, NEW_EMAIL));
    assert.equal((await read(nueva)).statusCode, 404);
    assert.equal((await save(BILLING, nueva)).statusCode, 404);
  });

  it("reads the caller's billing data, blank until first saved", async () => {
    const response = await read(demo);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      businessName: 'Café Cordillera SpA',
      rut: '77.284.519-7',
      industry: 'Venta al por menor de café, té y accesorios',
      address: 'Av. Italia 1580',
      city: 'Ñuñoa',
      state: 'Región Metropolitana de Santiago',
      zipCode: '7750000',
      billingEmail: 'facturacion@cafecordillera.cl',
      billingPhone: '+56229451780',
    });
    const blank = (await read(otra)).json();
    assert.deepEqual(Object.values(blank), Array(9).fill(''));
  });

  it("saves the whole object (RUT formatted, e-mail lowercase) and completes the setup guide's task", async () => {
    assert.equal(await billingTask(otra), false);
    const response = await save(BILLING, otra);
    assert.equal(response.statusCode, 200);
    const expected = {
      ...BILLING,
      rut: '76.123.456-0',
      billingEmail: 'facturas@huertaverde.cl',
    };
    assert.deepEqual(response.json(), expected);
    assert.deepEqual((await read(otra)).json(), expected);
    assert.equal(await billingTask(otra), true);

    // The phone is optional: blank is stored as no phone.
    const withoutPhone = await save({ ...BILLING, billingPhone: '' }, otra);
    assert.equal(withoutPhone.json().billingPhone, '');
    assert.equal((await storedBilling(OTHER_EMAIL))?.billing_phone, null);
  });

  it('refuses bad input with the spec messages, writing nothing', async () => {
    await save(BILLING, otra);
    const before = await storedBilling(OTHER_EMAIL);
    const cases: Array<[string, unknown, string]> = [
      ['businessName', '', 'El nombre es requerido'],
      ['rut', '76.123.456-1', 'RUT inválido'],
      ['industry', ' ', 'El giro es requerido'],
      ['address', '', 'La dirección es requerida'],
      ['state', '', 'La región es requerida'],
      ['state', 'Región de Mendoza', 'Selecciona una región de Chile'],
      ['zipCode', '', 'El código postal es requerido'],
      ['billingEmail', 'facturas@', 'Email inválido'],
      ['billingPhone', '+56 9 3456', 'Teléfono inválido'],
    ];
    for (const [field, value, message] of cases) {
      const response = await save({ ...BILLING, [field]: value }, otra);
      assert.equal(response.statusCode, 400, field);
      const body = response.json();
      assert.equal(body.message, message, field);
      assert.equal(body.fields[field], message, field);
    }
    // Every broken field is listed at once.
    const many = await save({ ...BILLING, businessName: '', city: '', zipCode: 'abc' }, otra);
    assert.deepEqual(Object.keys(many.json().fields).sort(), ['businessName', 'city', 'zipCode']);
    assert.deepEqual(await storedBilling(OTHER_EMAIL), before, 'nothing was written');
  });
});
