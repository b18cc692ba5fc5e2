import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { PASSWORD_CHANGE_MESSAGES } from '@platform/shared/validation';

import { DEFAULT_LOGIN_THROTTLE, accountKey, addressKey } from '../../identity/login-throttle.ts';
import { openTestApp, type Bearer, type TestApp } from '../../testing/test-app.ts';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  OTHER_EMAIL,
  bearer,
  getAccessToken,
  getTokens,
  passwordGrant,
  tokenRequest,
} from '../../testing/tokens.ts';
import { createUser } from '../../testing/users.ts';

const m = PASSWORD_CHANGE_MESSAGES;
const NEW_PASSWORD = 'Cambiada#2026';
const URL = '/api/auth/change-password';

describe('the account password change (POST /api/auth/change-password)', () => {
  let testApp: TestApp;
  let otra: Bearer;
  let addresses = 0;

  before(async () => {
    ({ testApp, otra } = await openTestApp());
  });
  after(() => testApp.close());

  /** A merchant of the test's own, signed in (password Demo1234!). */
  async function merchant(email: string): Promise<Bearer> {
    await createUser(testApp.db, email);
    return bearer(await getAccessToken(testApp.app, email));
  }

  /** Each call from a client address of its own unless given, so address counts do not mix. */
  function change(headers: Bearer, payload: unknown, remoteAddress?: string) {
    addresses += 1;
    return testApp.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
      remoteAddress: remoteAddress ?? `203.0.113.${addresses % 250}`,
    });
  }

  async function passwordHash(email: string): Promise<string | undefined> {
    const { rows } = await testApp.db.query<{ hash: string }>(
      'select password_hash as hash from users where email = $1',
      [email],
    );
    return rows[0]?.hash;
  }

  it('changes the password: the old one no longer signs in, the new one does', async () => {
    const headers = await merchant('cambia-clave@tienda.cl');
    const login = await getTokens(testApp.app, 'cambia-clave@tienda.cl');
    const response = await change(headers, {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: m.changed });

    assert.equal((await passwordGrant(testApp.app, 'cambia-clave@tienda.cl')).statusCode, 400);
    assert.equal(
      (await passwordGrant(testApp.app, 'cambia-clave@tienda.cl', NEW_PASSWORD)).statusCode,
      200,
    );
    // The merchant proved the current password: their open logins stay.
    const refresh = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: login.refresh_token,
    });
    assert.equal(refresh.statusCode, 200);
  });

  it('refuses a wrong current password with a 400 and a Spanish message, changing nothing', async () => {
    const headers = await merchant('olvido@tienda.cl');
    const before = await passwordHash('olvido@tienda.cl');
    const response = await change(headers, {
      currentPassword: 'NoEsLaMia#1',
      newPassword: NEW_PASSWORD,
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'La contraseña actual es incorrecta');
    assert.deepEqual(response.json().fields, { currentPassword: m.wrongCurrent });
    assert.equal(await passwordHash('olvido@tienda.cl'), before);
  });

  it('rejects bad bodies with the form’s messages, checking no password', async () => {
    const headers = await merchant('reglas@tienda.cl');
    const before = await passwordHash('reglas@tienda.cl');
    const cases: Array<[unknown, string]> = [
      [{}, m.currentRequired],
      [{ currentPassword: DEMO_PASSWORD }, m.newRequired],
      [{ currentPassword: DEMO_PASSWORD, newPassword: 'abcdefgh' }, m.weak],
      [{ currentPassword: DEMO_PASSWORD, newPassword: 'Ab1!' }, m.weak],
      [{ currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, m.sameAsCurrent],
      [
        { currentPassword: DEMO_PASSWORD, newPassword: 12345678 },
        'El campo «newPassword» debe ser un texto',
      ],
      [['Demo1234!'], 'Se esperaba un objeto JSON'],
      ['texto', 'Se esperaba un objeto JSON'],
    ];
    // One client address for all: a bad body is never a failed sign-in, so none is locked.
    for (const [payload, message] of cases) {
      const response = await change(headers, payload, '203.0.113.251');
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().message, message, JSON.stringify(payload));
    }
    assert.equal(await passwordHash('reglas@tienda.cl'), before);
    const { rows } = await testApp.db.query('select 1 from login_throttle where key = any($1)', [
      [accountKey('reglas@tienda.cl'), addressKey('203.0.113.251')],
    ]);
    assert.deepEqual(rows, [], 'no failed sign-in was counted');
  });

  it(`counts wrong current passwords as failed sign-ins: after ${DEFAULT_LOGIN_THROTTLE.maxFailures}, 429 even with the right one`, async () => {
    const headers = await merchant('adivina@tienda.cl');
    for (let i = 0; i < DEFAULT_LOGIN_THROTTLE.maxFailures; i += 1) {
      const response = await change(headers, {
        currentPassword: `Adivina#${i}x`,
        newPassword: NEW_PASSWORD,
      });
      assert.equal(response.statusCode, 400);
    }
    const locked = await change(headers, {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    assert.equal(locked.statusCode, 429);
    assert.equal(
      locked.json().message,
      'Demasiados intentos fallidos. Intenta nuevamente en 15 minutos.',
    );
    assert.equal(locked.headers['retry-after'], String(DEFAULT_LOGIN_THROTTLE.lockSeconds));
    // The same account is locked for the login modal too, and its password did not change.
    assert.equal((await passwordGrant(testApp.app, 'adivina@tienda.cl')).statusCode, 429);
    await testApp.db.query('delete from login_throttle');
    assert.equal((await passwordGrant(testApp.app, 'adivina@tienda.cl')).statusCode, 200);
  });

  it("changes only the caller's own password: another store's token reaches only its own", async () => {
    const demoBefore = await passwordHash(DEMO_EMAIL);
    const otraBefore = await passwordHash(OTHER_EMAIL);
    // Every demo user has the same password: otra's token with it changes otra's account.
    const response = await change(otra, {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    assert.equal(response.statusCode, 200);
    assert.equal(await passwordHash(DEMO_EMAIL), demoBefore);
    assert.notEqual(await passwordHash(OTHER_EMAIL), otraBefore);
    assert.equal((await passwordGrant(testApp.app, DEMO_EMAIL)).statusCode, 200);
    assert.equal((await passwordGrant(testApp.app, OTHER_EMAIL, NEW_PASSWORD)).statusCode, 200);
  });

  it('needs a token; the recovery link’s body is not taken here', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: URL,
        headers,
        payload: { token: 'x'.repeat(43), password: NEW_PASSWORD },
      });
      assert.equal(response.statusCode, 401);
    }
  });
});
