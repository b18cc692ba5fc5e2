import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SESSION_COOKIE } from '../../session/session-cookie.ts';
import { bearer, decodeJwt, passwordGrant } from '../../testing/tokens.ts';
import { CODE_INVALID, CODE_LOCKED, MAX_CODE_ATTEMPTS } from '../registration-codes.ts';

const PASSWORD = 'Segura#2026';

function registration(email: string, overrides: Record<string, unknown> = {}) {
  const businessName = (overrides.businessName as string) ?? `Tienda ${email.split('@')[0]}`;
  return {
    businessName,
    firstName: 'Valentina',
    lastName: 'Soto',
    email,
    password: PASSWORD,
    subdomain: businessName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    ...overrides,
  };
}

describe('registration: public-platform-register, send-verification-code, client/verify-code', () => {
  let testApp: TestApp;

  before(async () => {
    testApp = await createTestApp();
  });
  after(() => testApp.close());

  const post = (url: string, payload: unknown) =>
    testApp.app.inject({ method: 'POST', url, payload: payload as object });
  const register = (payload: unknown) => post('/api/auth/public-platform-register', payload);
  const resend = (email: string) => post('/api/auth/send-verification-code', { email });
  const verify = (email: string, code: string) =>
    post('/api/auth/client/verify-code', { email, code });

  /** The code of the newest e-mail to `email` (read from the dev outbox, as a person would). */
  async function lastCode(email: string): Promise<string> {
    const response = await testApp.app.inject({ url: `/dev/outbox?to=${email}` });
    const [message] = response.json().messages as Array<{ subject: string; text: string }>;
    const match = /\b(\d{6})\b/.exec(`${message?.subject} ${message?.text}`);
    assert.ok(match?.[1], `a code was e-mailed to ${email}`);
    return match[1];
  }

  async function count(sql: string, params: unknown[] = []): Promise<number> {
    const { rows } = await testApp.db.query<{ n: number }>(sql, params);
    return Number(rows[0]?.n ?? 0);
  }

  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('registers, e-mails a 6-digit code and creates nothing that can sign in yet', async () => {
    const email = 'valentina@cafe.cl';
    const response = await register(registration(email, { email: 'Valentina@Cafe.cl' }));
    assert.equal(response.statusCode, 201);
    assert.deepEqual(response.json(), {
      message: 'Te enviamos un código de verificación a tu correo electrónico',
      email,
      expiresInSeconds: 600,
      resendCooldownSeconds: 60,
    });
    const code = await lastCode(email);
    assert.match(code, /^\d{6}$/);
    const { rows } = await testApp.db.query<{ code_hash: string; payload: string }>(
      'select code_hash, payload::text from verification_codes where email = $1',
      [email],
    );
    assert.equal(rows.length, 1);
    assert.ok(!rows[0]?.code_hash.includes(code), 'the code is stored hashed');
    assert.ok(!rows[0]?.payload.includes(PASSWORD), 'the password is stored hashed');
    assert.equal(await count('select count(*) as n from users where email = $1', [email]), 0);
    assert.equal((await passwordGrant(testApp.app, email, PASSWORD)).statusCode, 400);
  });

  it('verifies the code: creates the merchant and its unpublished store and signs them in', async () => {
    const email = 'matias@huerto.cl';
    await register(registration(email, { businessName: 'Huerto Ñuñoa Orgánico' }));
    const response = await verify(email, await lastCode(email));
    assert.equal(response.statusCode, 200);
    const tokens = response.json();
    for (const field of ['access_token', 'id_token']) {
      assert.equal(typeof tokens[field], 'string', field);
    }
    // The refresh token is the session cookie's (as POST /api/session sets it), never the body's.
    assert.equal('refresh_token' in tokens, false);
    const setCookie = String(response.headers['set-cookie']);
    const refreshToken = new RegExp(`^${SESSION_COOKIE}=([^;]+);`).exec(setCookie)?.[1] ?? '';
    assert.ok(refreshToken, setCookie);
    assert.match(setCookie, /; Path=\/api\/session; HttpOnly; SameSite=Strict/);
    assert.ok(!response.body.includes(refreshToken));
    assert.ok(tokens.expires_in > 0);
    const claims = decodeJwt(tokens.access_token);
    assert.equal(claims.email, email);
    assert.equal(claims.given_name, 'Valentina');
    assert.deepEqual(claims.realm_access, { roles: ['merchant'] });
    assert.equal(decodeJwt(tokens.id_token).email_verified, true);

    const check = await testApp.app.inject({
      url: '/api/auth/login',
      headers: bearer(tokens.access_token),
    });
    assert.equal(check.statusCode, 200);
    assert.equal(check.json().store.name, 'Huerto Ñuñoa Orgánico');
    assert.equal(check.json().store.subdomain, 'huerto-nunoa-organico');
    assert.equal(check.json().store.publishedAt, null);
    const tasks = await testApp.app.inject({
      url: '/api/setup/tasks',
      headers: bearer(tokens.access_token),
    });
    assert.equal(tasks.statusCode, 200);
    assert.equal(tasks.json().isStorePublished, false);

    // The session refreshes from the cookie, and the password works, as for any merchant.
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/api/session/refresh',
      headers: { origin: 'http://localhost:3000', cookie: `${SESSION_COOKIE}=${refreshToken}` },
      payload: {},
    });
    assert.equal(refreshed.statusCode, 200);
    assert.equal(decodeJwt(refreshed.json().access_token).email, email);
    assert.equal((await passwordGrant(testApp.app, email, PASSWORD)).statusCode, 200);

    // A used code does not work twice.
    const again = await verify(email, await lastCode(email));
    assert.equal(again.statusCode, 400);
  });

  it('refuses a wrong code, counts the tries and locks the code after five', async () => {
    const email = 'lock@tienda.cl';
    await register(registration(email));
    const code = await lastCode(email);
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) {
      const response = await verify(email, wrong(code));
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, CODE_INVALID);
    }
    const locked = await verify(email, code);
    assert.equal(locked.statusCode, 400);
    assert.equal(locked.json().message, CODE_LOCKED);
    assert.equal(await count('select count(*) as n from users where email = $1', [email]), 0);
  });

  it('refuses an expired code (codes last 10 minutes)', async () => {
    const email = 'expira@tienda.cl';
    await register(registration(email));
    await testApp.db.query(
      "update verification_codes set expires_at = now() - interval '1 second' where email = $1",
      [email],
    );
    const response = await verify(email, await lastCode(email));
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, CODE_INVALID);
  });

  it('resends a new code only after 60 seconds; the new code replaces the old one', async () => {
    const email = 'reenvio@tienda.cl';
    await register(registration(email));
    const first = await lastCode(email);

    const early = await resend(email);
    assert.equal(early.statusCode, 429);
    assert.match(early.json().message, /^Espera \d+ segundos para solicitar un nuevo código$/);

    await testApp.db.query(
      "update verification_codes set created_at = created_at - interval '61 seconds' where email = $1",
      [email],
    );
    const later = await resend(email);
    assert.equal(later.statusCode, 200);
    assert.equal(later.json().message, 'Te enviamos un nuevo código de verificación');
    const second = await lastCode(email);

    if (first !== second) assert.equal((await verify(email, first)).statusCode, 400);
    assert.equal((await verify(email, second)).statusCode, 200);
  });

  it('caps the codes an address gets per hour', async () => {
    const email = 'bombardeo@tienda.cl';
    for (let i = 0; i < 5; i += 1)
      assert.equal((await register(registration(email))).statusCode, 201);
    const sixth = await register(registration(email));
    assert.equal(sixth.statusCode, 429);
    assert.match(sixth.json().message, /demasiados códigos/);
  });

  it('answers resend for an address without a pending registration with a 400', async () => {
    const response = await resend('nadie@tienda.cl');
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /No hay un registro pendiente/);
    assert.equal((await resend('no-es-correo')).statusCode, 400);
  });

  it('refuses an e-mail that has an account and a store name already in use (409)', async () => {
    const byEmail = await register(registration('demo@tienda.cl'));
    assert.equal(byEmail.statusCode, 409);
    assert.equal(byEmail.json().message, 'El correo electrónico ya está registrado');
    assert.equal(byEmail.json().fields.email, 'El correo electrónico ya está registrado');

    const byName = await register(
      registration('otro@cafe.cl', {
        businessName: 'Café Cordillera',
        subdomain: 'cafe-cordillera',
      }),
    );
    assert.equal(byName.statusCode, 409);
    assert.equal(byName.json().fields.businessName, 'El subdominio ya está en uso');
  });

  it('gives the store a free subdomain when its name was taken while the code was pending', async () => {
    const first = 'primera@tienda.cl';
    const second = 'segunda@tienda.cl';
    await register(registration(first, { businessName: 'Panadería Doble' }));
    const firstCode = await lastCode(first);
    await register(registration(second, { businessName: 'Panadería Doble' }));
    const secondCode = await lastCode(second);
    assert.equal((await verify(first, firstCode)).statusCode, 200);
    const response = await verify(second, secondCode);
    assert.equal(response.statusCode, 200);
    const check = await testApp.app.inject({
      url: '/api/auth/login',
      headers: bearer(response.json().access_token),
    });
    assert.equal(check.json().store.subdomain, 'panaderia-doble-2');
  });

  it('validates every field with the form messages, writing nothing', async () => {
    const codes = await count('select count(*) as n from verification_codes');
    const mails = await count('select count(*) as n from outbox');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ businessName: '' }, 'businessName', 'El nombre de la tienda es requerido'],
      [
        { businessName: 'x'.repeat(51) },
        'businessName',
        'El nombre de la tienda no puede exceder 50 caracteres',
      ],
      [{ firstName: '' }, 'firstName', 'El nombre es requerido'],
      [{ firstName: 'x'.repeat(31) }, 'firstName', 'El nombre no puede exceder 30 caracteres'],
      [{ lastName: '' }, 'lastName', 'El apellido es requerido'],
      [{ lastName: 'x'.repeat(31) }, 'lastName', 'El apellido no puede exceder 30 caracteres'],
      [{ email: '' }, 'email', 'El correo electrónico es requerido'],
      [{ email: 'correo' }, 'email', 'Ingresa un correo electrónico válido'],
      [{ password: '' }, 'password', 'La contraseña es requerida'],
      [{ password: 'Ab1#' }, 'password', 'La contraseña debe tener al menos 8 caracteres'],
      [{ password: 'abcdef1#' }, 'password', 'La contraseña debe contener al menos una mayúscula'],
      [{ password: 'ABCDEF1#' }, 'password', 'La contraseña debe contener al menos una minúscula'],
      [{ password: 'Abcdefg#' }, 'password', 'La contraseña debe contener al menos un número'],
      [
        { password: 'Abcdefg1' },
        'password',
        'La contraseña debe contener al menos un caracter especial',
      ],
      [
        { subdomain: 'Con Espacios' },
        'subdomain',
        'El subdominio solo puede contener letras minúsculas, números y guiones',
      ],
    ];
    for (const [override, field, message] of cases) {
      const response = await register(registration('campos@tienda.cl', override));
      assert.equal(response.statusCode, 400, JSON.stringify(override));
      assert.equal(response.json().fields[field], message);
    }
    const notAnObject = await testApp.sendJson(
      'POST',
      '/api/auth/public-platform-register',
      'texto',
    );
    assert.equal(notAnObject.statusCode, 400);
    assert.equal(
      (await verify('campos@tienda.cl', '12345')).json().message,
      'El código debe tener 6 dígitos',
    );
    assert.equal((await verify('campos@tienda.cl', '12a456')).statusCode, 400);
    assert.equal(await count('select count(*) as n from verification_codes'), codes);
    assert.equal(await count('select count(*) as n from outbox'), mails);
  });
});
