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
import { createUser } from '../../testing/users.ts';
import {
  EMAIL_CHANGED,
  EMAIL_CHANGE_REQUESTED,
  NO_PENDING_EMAIL_CHANGE,
  PROFILE_SAVED,
  TOO_MANY_EMAIL_CHANGE_CODES,
} from '../email-change.ts';
import { CODE_INVALID, CODE_LOCKED } from '../registration-codes.ts';
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
    assert.deepEqual(response.json(), {
      firstName: 'Valentina',
      lastName: 'Muñoz',
      email: NEW_EMAIL,
      pendingEmail: null,
    });
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

  /** The newest e-mail to `email` (read from the dev outbox, as a person would). */
  async function lastEmail(email: string) {
    const response = await testApp.app.inject({ url: `/dev/outbox?to=${email}` });
    const [message] = response.json().messages as Array<{ subject: string; text: string }>;
    return message;
  }

  async function lastCode(email: string): Promise<string> {
    const message = await lastEmail(email);
    const match = /\b(\d{6})\b/.exec(`${message?.subject} ${message?.text}`);
    assert.ok(match?.[1], `a code was e-mailed to ${email}`);
    return match[1];
  }

  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  const confirm = (code: unknown, accessToken: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/account/email/confirm',
      headers: bearer(accessToken),
      payload: { code } as object,
    });

  /** A merchant of its own for a test, signed in. */
  async function merchant(email: string) {
    await createUser(testApp.db, email, { firstName: 'Ana', lastName: 'Pérez' });
    return getAccessToken(testApp.app, email);
  }

  it('keeps the verified e-mail until the new one is confirmed: sign-in and tokens use the old one', async () => {
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
      email: NEW_EMAIL,
      pendingEmail: 'ana.perez@tienda.cl',
      message: EMAIL_CHANGE_REQUESTED('ana.perez@tienda.cl'),
    });
    // The names are saved at once; the e-mail is not.
    assert.deepEqual(await storedUser(NEW_EMAIL), {
      first_name: 'Ana',
      last_name: 'Pérez',
      email: NEW_EMAIL,
    });
    assert.equal(await storedUser('ana.perez@tienda.cl'), undefined);
    assert.deepEqual(await storedUser(OTHER_EMAIL), otherBefore);

    const profile = await testApp.app.inject({
      url: '/api/account/profile',
      headers: bearer(token),
    });
    assert.equal(profile.json().email, NEW_EMAIL);
    assert.equal(profile.json().pendingEmail, 'ana.perez@tienda.cl');

    assert.equal(
      (await passwordGrant(testApp.app, 'ana.perez@tienda.cl')).statusCode,
      400,
      'the unconfirmed e-mail does not sign in',
    );
    const tokens = await getTokens(testApp.app, NEW_EMAIL);
    const id = decodeJwt(tokens.id_token);
    assert.equal(id.email, NEW_EMAIL, 'the ID token keeps the verified address');
    assert.equal(id.email_verified, true);
    assert.equal(id.given_name, 'Ana');
    assert.equal(decodeJwt(tokens.access_token).email, NEW_EMAIL);

    assert.match((await lastCode('ana.perez@tienda.cl')).toString(), /^\d{6}$/);
    const notice = await lastEmail(NEW_EMAIL);
    assert.equal(notice?.subject, 'Se pidió cambiar el correo de tu cuenta');
    assert.match(notice?.text ?? '', /ana\.perez@tienda\.cl/);
  });

  it('switches to the new e-mail with the right code; the next token carries it; the old address is told', async () => {
    const accessToken = await merchant('cambia@tienda.cl');
    const requested = await put(
      { firstName: 'Ana', lastName: 'Pérez', email: 'cambiada@tienda.cl' },
      accessToken,
    );
    assert.equal(requested.statusCode, 200);

    const response = await confirm(await lastCode('cambiada@tienda.cl'), accessToken);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'cambiada@tienda.cl',
      pendingEmail: null,
      message: EMAIL_CHANGED,
    });
    assert.equal(await storedUser('cambia@tienda.cl'), undefined);
    assert.equal((await storedUser('cambiada@tienda.cl'))?.email, 'cambiada@tienda.cl');

    assert.equal(
      (await passwordGrant(testApp.app, 'cambia@tienda.cl')).statusCode,
      400,
      'the old e-mail no longer signs in',
    );
    const tokens = await getTokens(testApp.app, 'cambiada@tienda.cl');
    assert.equal(decodeJwt(tokens.id_token).email, 'cambiada@tienda.cl');
    assert.equal(decodeJwt(tokens.id_token).email_verified, true);
    assert.equal(decodeJwt(tokens.access_token).email, 'cambiada@tienda.cl');

    const notice = await lastEmail('cambia@tienda.cl');
    assert.equal(notice?.subject, 'Se cambió el correo de tu cuenta');
    assert.match(notice?.text ?? '', /cambiada@tienda\.cl/);

    const again = await confirm(await lastCode('cambiada@tienda.cl'), accessToken);
    assert.equal(again.statusCode, 400, 'a code works once');
    assert.equal(again.json().message, NO_PENDING_EMAIL_CHANGE);
  });

  it('does not switch with a wrong code, and 5 wrong tries spend the code', async () => {
    const accessToken = await merchant('prueba-codigo@tienda.cl');
    await put({ firstName: 'Ana', lastName: 'Pérez', email: 'destino@tienda.cl' }, accessToken);
    const code = await lastCode('destino@tienda.cl');
    for (let i = 0; i < 5; i += 1) {
      const response = await confirm(wrong(code), accessToken);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, CODE_INVALID);
    }
    const spent = await confirm(code, accessToken);
    assert.equal(spent.statusCode, 400, 'even the right code, after 5 wrong ones');
    assert.equal(spent.json().message, CODE_LOCKED);
    assert.equal((await storedUser('prueba-codigo@tienda.cl'))?.email, 'prueba-codigo@tienda.cl');
    assert.equal(await storedUser('destino@tienda.cl'), undefined);
  });

  it('does not switch with an expired code (codes last 24 hours)', async () => {
    const accessToken = await merchant('lenta@tienda.cl');
    await put({ firstName: 'Ana', lastName: 'Pérez', email: 'tarde@tienda.cl' }, accessToken);
    await testApp.db.query(
      "update verification_codes set expires_at = now() - interval '1 second' where email = $1",
      ['tarde@tienda.cl'],
    );
    const response = await confirm(await lastCode('tarde@tienda.cl'), accessToken);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, CODE_INVALID);
    assert.equal((await storedUser('lenta@tienda.cl'))?.email, 'lenta@tienda.cl');
  });

  it('only the newest code works, and only for the user who asked for it', async () => {
    const accessToken = await merchant('indecisa@tienda.cl');
    await put({ firstName: 'Ana', lastName: 'Pérez', email: 'primera@tienda.cl' }, accessToken);
    const first = await lastCode('primera@tienda.cl');
    await put({ firstName: 'Ana', lastName: 'Pérez', email: 'segunda@tienda.cl' }, accessToken);
    assert.equal((await confirm(first, accessToken)).statusCode, 400);

    const stranger = await merchant('ajena@tienda.cl');
    const foreign = await confirm(await lastCode('segunda@tienda.cl'), stranger);
    assert.equal(foreign.statusCode, 400);
    assert.equal(foreign.json().message, NO_PENDING_EMAIL_CHANGE);
    assert.equal((await storedUser('ajena@tienda.cl'))?.email, 'ajena@tienda.cl');

    const own = await confirm(await lastCode('segunda@tienda.cl'), accessToken);
    assert.equal(own.statusCode, 200);
    assert.equal(own.json().email, 'segunda@tienda.cl');
  });

  it('refuses at confirmation an address another account took meanwhile (409)', async () => {
    const accessToken = await merchant('lenta2@tienda.cl');
    await put({ firstName: 'Ana', lastName: 'Pérez', email: 'disputada@tienda.cl' }, accessToken);
    const code = await lastCode('disputada@tienda.cl');
    await createUser(testApp.db, 'disputada@tienda.cl');
    const response = await confirm(code, accessToken);
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, EMAIL_TAKEN);
    assert.equal((await storedUser('lenta2@tienda.cl'))?.email, 'lenta2@tienda.cl');
  });

  it('sends at most 5 codes an hour, saving nothing when refused', async () => {
    const accessToken = await merchant('insistente@tienda.cl');
    for (let i = 0; i < 5; i += 1) {
      const response = await put(
        { firstName: 'Ana', lastName: 'Pérez', email: `nueva${i}@tienda.cl` },
        accessToken,
      );
      assert.equal(response.statusCode, 200);
    }
    const refused = await put(
      { firstName: 'Otro', lastName: 'Nombre', email: 'nueva5@tienda.cl' },
      accessToken,
    );
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().message, TOO_MANY_EMAIL_CHANGE_CODES);
    assert.equal((await storedUser('insistente@tienda.cl'))?.first_name, 'Ana');
    assert.equal(await lastEmail('nueva5@tienda.cl'), undefined);
  });

  it('answers 400 without a pending change or with a malformed code', async () => {
    const accessToken = await merchant('tranquila@tienda.cl');
    const none = await confirm('123456', accessToken);
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().message, NO_PENDING_EMAIL_CHANGE);
    for (const code of ['12345', 'abcdef', '', null]) {
      const response = await confirm(code, accessToken);
      assert.equal(response.statusCode, 400, JSON.stringify(code));
      assert.equal(response.json().message, 'El código debe tener 6 dígitos');
    }
  });

  it('keeps the same e-mail allowed (only the names change, a pending change stays)', async () => {
    const response = await put({
      firstName: 'Ana María',
      lastName: 'Pérez',
      email: NEW_EMAIL,
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      firstName: 'Ana María',
      lastName: 'Pérez',
      email: NEW_EMAIL,
      pendingEmail: 'ana.perez@tienda.cl',
      message: PROFILE_SAVED,
    });
  });
});
