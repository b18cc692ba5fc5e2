import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  DEMO_EMAIL,
  NEW_EMAIL,
  OTHER_EMAIL,
  bearer,
  decodeJwt,
  getAccessToken,
  getTokens,
  passwordGrant,
} from '../../testing/tokens.ts';
import { EMAIL_TAKEN } from '../users.ts';

describe('account profile (GET/PUT /api/account/profile)', () => {
  let testApp: TestApp;
  let token: string;

  before(async () => {
    testApp = await createTestApp();
    token = await getAccessToken(testApp.app, NEW_EMAIL);
  });
  after(() => testApp.close());

  const put = (payload: unknown, accessToken = token) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: bearer(accessToken),
      payload: payload as object,
    });

  async function storedUser(email: string) {
    const { rows } = await testApp.db.query<{
      first_name: string;
      last_name: string;
      email: string;
    }>('select first_name, last_name, email from users where email = $1', [email]);
    return rows[0];
  }

  it('reads the caller profile', async () => {
    const response = await testApp.app.inject({
      url: '/api/account/profile',
      headers: bearer(token),
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().email, NEW_EMAIL);
  });

  it('rejects bad bodies with a 400 and a clear message, changing nothing', async () => {
    const before = await storedUser(NEW_EMAIL);
    const cases: Array<[unknown, string]> = [
      [{}, 'El nombre es requerido'],
      [{ firstName: 'Ana', lastName: 'Pérez' }, 'El correo electrónico es requerido'],
      [
        { firstName: 'A'.repeat(31), lastName: 'Pérez', email: 'ana@tienda.cl' },
        'El nombre no puede exceder 30 caracteres',
      ],
      [
        { firstName: 'Ana', lastName: 'P'.repeat(31), email: 'ana@tienda.cl' },
        'El apellido no puede exceder 30 caracteres',
      ],
      [
        { firstName: 'Ana', lastName: 'Pérez', email: 'no-es-correo' },
        'Ingresa un correo electrónico válido',
      ],
      [{ firstName: '   ', lastName: 'Pérez', email: 'ana@tienda.cl' }, 'El nombre es requerido'],
      [['Ana'], 'Se esperaba un objeto JSON'],
    ];
    for (const [payload, message] of cases) {
      const response = await put(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      const body = response.json();
      assert.equal(body.error, 'Bad Request');
      assert.equal(body.message, message);
    }
    const malformed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    assert.equal(malformed.statusCode, 400);
    assert.deepEqual(await storedUser(NEW_EMAIL), before);
  });

  it('answers 409 when the e-mail belongs to another user', async () => {
    const response = await put({
      firstName: 'Ana',
      lastName: 'Pérez',
      email: DEMO_EMAIL.toUpperCase(),
    });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, EMAIL_TAKEN);
    assert.equal((await storedUser(DEMO_EMAIL))?.email, DEMO_EMAIL);
  });

  it("updates only the caller's profile; new tokens carry the new claims", async () => {
    const otherBefore = await storedUser(OTHER_EMAIL);
    const response = await put({
      firstName: '  Ana ',
      lastName: 'Pérez',
      email: 'Ana.Perez@Tienda.cl',
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana.perez@tienda.cl',
    });
    assert.deepEqual(await storedUser('ana.perez@tienda.cl'), {
      first_name: 'Ana',
      last_name: 'Pérez',
      email: 'ana.perez@tienda.cl',
    });
    assert.deepEqual(await storedUser(OTHER_EMAIL), otherBefore);

    assert.equal(
      (await passwordGrant(testApp.app, NEW_EMAIL)).statusCode,
      400,
      'the old e-mail no longer logs in',
    );
    const tokens = await getTokens(testApp.app, 'ana.perez@tienda.cl');
    const id = decodeJwt(tokens.id_token);
    assert.equal(id.given_name, 'Ana');
    assert.equal(id.family_name, 'Pérez');
    assert.equal(decodeJwt(tokens.access_token).email, 'ana.perez@tienda.cl');
  });

  it('keeps the same e-mail allowed (only the names change)', async () => {
    const response = await put({
      firstName: 'Ana María',
      lastName: 'Pérez',
      email: 'ana.perez@tienda.cl',
    });
    assert.equal(response.statusCode, 200);
  });
});
