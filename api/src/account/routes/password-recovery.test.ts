import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import { VALIDATION_MESSAGES } from '@platform/shared/validation';

import { RESET_REQUESTS_PER_HOUR, hashResetToken } from '../password-reset-tokens.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  NEW_EMAIL,
  OTHER_EMAIL,
  getAccessToken,
  getTokens,
  passwordGrant,
  tokenRequest,
} from '../../testing/tokens.ts';
import { INVALID_RESET_LINK, PASSWORD_CHANGED_MESSAGE } from './confirm-password-reset.ts';
import { RESET_REQUESTED_MESSAGE } from './reset-password.ts';

const NEW_PASSWORD = 'Nueva#2026';
const messages = VALIDATION_MESSAGES.registration;

/** No Authorization header, then a bearer that is not a token: a public route ignores both. */
const NO_VALID_TOKEN: Array<Record<string, string>> = [{}, { authorization: 'Bearer not-a-token' }];

describe('password recovery (POST /api/auth/reset-password, POST /api/auth/reset-password/confirm)', () => {
  let testApp: TestApp;
  before(async () => {
    testApp = await createTestApp();
  });
  after(() => testApp.close());

  // Each case starts with no pending links or e-mails, so counts and rate limits are its own.
  beforeEach(async () => {
    await testApp.db.query('delete from password_reset_tokens');
    await testApp.db.query('delete from outbox');
  });

  const requestReset = (payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers,
      payload: payload as object,
    });

  const changePassword = (payload: unknown) =>
    testApp.sendJson('POST', '/api/auth/reset-password/confirm', payload);

  async function outbox(to: string) {
    const response = await testApp.app.inject({
      url: `/dev/outbox?to=${encodeURIComponent(to)}`,
    });
    return response.json().messages as Array<{
      to: string;
      subject: string;
      text: string;
      html: string;
    }>;
  }

  async function count(sql: string, params: unknown[] = []): Promise<number> {
    const { rows } = await testApp.db.query<{ n: number }>(sql, params);
    return Number(rows[0]?.n ?? 0);
  }

  /** Asks for a link and returns the token read from the e-mail. */
  async function resetToken(email: string): Promise<string> {
    assert.equal((await requestReset({ email })).statusCode, 200);
    const [message] = await outbox(email);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
    assert.ok(token, 'the e-mail carries the link');
    return token;
  }

  async function passwordHash(email: string): Promise<string | undefined> {
    const { rows } = await testApp.db.query<{ password_hash: string }>(
      'select password_hash from users where email = $1',
      [email],
    );
    return rows[0]?.password_hash;
  }

  it('answers the same 200 for an unknown e-mail and sends nothing', async () => {
    const response = await requestReset({ email: 'nadie@tienda.cl' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: RESET_REQUESTED_MESSAGE });
    assert.match(RESET_REQUESTED_MESSAGE, /24 horas/);
    assert.equal(await count('select count(*) as n from outbox'), 0);
    assert.equal(await count('select count(*) as n from password_reset_tokens'), 0);
  });

  it('stores a hashed token valid 24 hours and e-mails a Spanish link to the shell', async () => {
    const response = await requestReset({ email: `  ${DEMO_EMAIL.toUpperCase()} ` });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: RESET_REQUESTED_MESSAGE });

    const messagesSent = await outbox(DEMO_EMAIL);
    assert.equal(messagesSent.length, 1);
    const [email] = messagesSent;
    assert.equal(email?.to, DEMO_EMAIL);
    assert.equal(email?.subject, 'Recupera tu contraseña');
    assert.match(email?.text ?? '', /El enlace expira en 24 horas/);
    assert.match(email?.html ?? '', /El enlace expira en 24 horas/);
    const link = /(http\S+reset-password\?token=([A-Za-z0-9_-]+))/.exec(email?.text ?? '');
    assert.ok(link?.[1] && link[2]);
    assert.ok(link[1].startsWith('http://localhost:3000/reset-password?token='), link[1]);
    assert.ok(email?.html.includes(`href="${link[1]}"`));

    const { rows } = await testApp.db.query<{
      token_hash: string;
      hours: number;
      used_at: Date | null;
    }>(
      `select token_hash, extract(epoch from (t.expires_at - t.created_at)) / 3600 as hours, used_at
       from password_reset_tokens t join users u on u.id = t.user_id where u.email = $1`,
      [DEMO_EMAIL],
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.token_hash, hashResetToken(link[2]), 'only the hash is stored');
    assert.notEqual(rows[0]?.token_hash, link[2]);
    assert.equal(Math.round(Number(rows[0]?.hours)), 24);
    assert.equal(rows[0]?.used_at, null);
  });

  it('is public, and answers the same with any Authorization header', async () => {
    for (const headers of NO_VALID_TOKEN) {
      const response = await requestReset({ email: OTHER_EMAIL }, headers);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { message: RESET_REQUESTED_MESSAGE });
    }
  });

  it('rejects bad bodies with 400 and writes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, VALIDATION_MESSAGES.recovery.email],
      [{ email: '' }, VALIDATION_MESSAGES.recovery.email],
      [{ email: 'sin-arroba.cl' }, VALIDATION_MESSAGES.recovery.email],
      // A number is not a text: the contract refuses it rather than reading it as '42'.
      [{ email: 42 }, 'El campo «email» debe ser un texto'],
      [[DEMO_EMAIL], 'Se esperaba un objeto JSON'],
    ];
    for (const [payload, message] of cases) {
      const response = await requestReset(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().message, message, JSON.stringify(payload));
    }
    assert.equal(await count('select count(*) as n from outbox'), 0);
    assert.equal(await count('select count(*) as n from password_reset_tokens'), 0);
  });

  it(`sends at most ${RESET_REQUESTS_PER_HOUR} links per hour to one user, still answering 200`, async () => {
    for (let i = 0; i < RESET_REQUESTS_PER_HOUR + 2; i += 1) {
      const response = await requestReset({ email: OTHER_EMAIL });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { message: RESET_REQUESTED_MESSAGE });
    }
    assert.equal((await outbox(OTHER_EMAIL)).length, RESET_REQUESTS_PER_HOUR);
  });

  it('rejects unknown, malformed and missing tokens with the recovery message', async () => {
    const before = await passwordHash(NEW_EMAIL);
    for (const token of ['no-existe', 'x'.repeat(43), 'a'.repeat(500), '', '   ']) {
      const response = await changePassword({ token, password: NEW_PASSWORD });
      assert.equal(response.statusCode, 400, token);
      assert.equal(response.json().message, INVALID_RESET_LINK, token);
    }
    const missing = await changePassword({ password: NEW_PASSWORD });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, INVALID_RESET_LINK);
    assert.equal(await passwordHash(NEW_EMAIL), before);
  });

  it('applies the registration password rules and keeps the link usable', async () => {
    const token = await resetToken(NEW_EMAIL);
    const before = await passwordHash(NEW_EMAIL);
    const cases: Array<[unknown, string]> = [
      [{ token }, messages.passwordRequired],
      [{ token, password: 'Ab1!' }, messages.passwordMin],
      [{ token, password: 'nueva#2026' }, messages.passwordUppercase],
      [{ token, password: 'NUEVA#2026' }, messages.passwordLowercase],
      [{ token, password: 'Nueva#Clave' }, messages.passwordDigit],
      [{ token, password: 'Nueva2026' }, messages.passwordSpecial],
      [{ token, password: 12345678 }, 'El campo «password» debe ser un texto'],
      ['texto', 'Se esperaba un objeto JSON'],
    ];
    for (const [payload, message] of cases) {
      const response = await changePassword(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().message, message, JSON.stringify(payload));
    }
    assert.equal(await passwordHash(NEW_EMAIL), before, 'the password did not change');
    assert.equal(
      await count('select count(*) as n from password_reset_tokens where used_at is not null'),
      0,
      'the link was not spent',
    );
  });

  it('sets the new password once, spends every pending link and ends the old logins', async () => {
    const oldLogin = await getTokens(testApp.app, NEW_EMAIL);
    const otherLogin = await getTokens(testApp.app, OTHER_EMAIL);
    const olderToken = await resetToken(NEW_EMAIL);
    const token = await resetToken(NEW_EMAIL);
    const otherHash = await passwordHash(OTHER_EMAIL);

    const response = await changePassword({ token, password: NEW_PASSWORD });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: PASSWORD_CHANGED_MESSAGE });

    assert.equal((await passwordGrant(testApp.app, NEW_EMAIL, DEMO_PASSWORD)).statusCode, 400);
    assert.equal((await passwordGrant(testApp.app, NEW_EMAIL, NEW_PASSWORD)).statusCode, 200);

    const reused = await changePassword({ token, password: 'Otra#2027x' });
    assert.equal(reused.statusCode, 400, 'a link works once');
    assert.equal(reused.json().message, INVALID_RESET_LINK);
    const older = await changePassword({ token: olderToken, password: 'Otra#2027x' });
    assert.equal(older.statusCode, 400, 'older links of the user are spent too');
    assert.equal((await passwordGrant(testApp.app, NEW_EMAIL, NEW_PASSWORD)).statusCode, 200);

    const refresh = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: oldLogin.refresh_token,
    });
    assert.equal(refresh.statusCode, 400, 'the refresh token of the old login is revoked');
    const otherRefresh = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: otherLogin.refresh_token,
    });
    assert.equal(otherRefresh.statusCode, 200, "another user's login is untouched");
    assert.equal(await passwordHash(OTHER_EMAIL), otherHash);
  });

  it('refuses an expired link', async () => {
    const token = await resetToken(DEMO_EMAIL);
    await testApp.db.query(
      `update password_reset_tokens set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashResetToken(token)],
    );
    const before = await passwordHash(DEMO_EMAIL);
    const response = await changePassword({ token, password: NEW_PASSWORD });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, INVALID_RESET_LINK);
    assert.equal(await passwordHash(DEMO_EMAIL), before);
    assert.ok(await getAccessToken(testApp.app, DEMO_EMAIL), 'the old password still works');
  });

  it('lets only one of two concurrent uses of a link win', async () => {
    const token = await resetToken(DEMO_EMAIL);
    const responses = await Promise.all([
      changePassword({ token, password: 'Primera#2026' }),
      changePassword({ token, password: 'Segunda#2026' }),
    ]);
    const codes = responses.map((response) => response.statusCode).sort();
    assert.deepEqual(codes, [200, 400]);
    const winner = responses[0]?.statusCode === 200 ? 'Primera#2026' : 'Segunda#2026';
    assert.equal((await passwordGrant(testApp.app, DEMO_EMAIL, winner)).statusCode, 200);
    assert.equal((await passwordGrant(testApp.app, DEMO_EMAIL, DEMO_PASSWORD)).statusCode, 400);
  });
});
