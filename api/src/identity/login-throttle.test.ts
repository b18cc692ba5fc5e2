import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { readConfig } from '../config.ts';
import { TestBrowser, location, pkcePair, readForm } from '../testing/browser.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_PASSWORD, WEB_CLIENT_ID } from '../testing/tokens.ts';
import { createUser } from '../testing/users.ts';
import { DEFAULT_LOGIN_THROTTLE, accountKey, addressKey } from './login-throttle.ts';

const { maxFailures, maxFailuresPerAddress, lockSeconds } = DEFAULT_LOGIN_THROTTLE;
const WRONG = 'Incorrecta123!';
const LOCKED_MESSAGE = 'Demasiados intentos fallidos. Intenta nuevamente en 15 minutos.';

describe('failed sign-ins are limited per account and per address', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let addresses = 0;

  before(async () => {
    testApp = await createTestApp();
    baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => testApp.close());

  /** A client address of its own for each test, so their counts do not mix. */
  const newAddress = () => {
    addresses += 1;
    return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };

  async function signIn(
    username: string,
    password: string,
    address: string,
    headers: Record<string, string> = {},
  ) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/oidc/token',
      remoteAddress: address,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: WEB_CLIENT_ID,
        grant_type: 'password',
        username,
        password,
        scope: 'openid profile email offline_access',
      }).toString(),
    });
    return {
      status: response.statusCode,
      retryAfter: response.headers['retry-after'],
      exposed: String(response.headers['access-control-expose-headers'] ?? ''),
      body: response.json() as Record<string, unknown>,
    };
  }

  async function failTimes(times: number, username: string, address: string) {
    for (let i = 0; i < times; i += 1) {
      const attempt = await signIn(username, WRONG, address);
      assert.equal(attempt.status, 400, `failure ${i + 1} is an ordinary invalid_grant`);
      assert.equal(attempt.body.error, 'invalid_grant');
    }
  }

  function assertLocked(attempt: Awaited<ReturnType<typeof signIn>>) {
    assert.equal(attempt.status, 429);
    assert.deepEqual(attempt.body, {
      error: 'too_many_attempts',
      error_description: LOCKED_MESSAGE,
    });
    const seconds = Number(attempt.retryAfter);
    assert.ok(seconds > lockSeconds - 60 && seconds <= lockSeconds, `Retry-After ${seconds}`);
  }

  it(`refuses the right password with a 429 after ${maxFailures} wrong ones`, async () => {
    const email = 'bloqueo@tienda.cl';
    await createUser(testApp.db, email);
    const address = newAddress();
    await failTimes(maxFailures, email, address);

    const locked = await signIn(email, DEMO_PASSWORD, address, {
      origin: 'http://localhost:3000',
    });
    assertLocked(locked);
    assert.match(locked.exposed, /Retry-After/, 'the login modal (another origin) can read it');
    // The account is locked wherever the guesses come from, whatever the e-mail's case.
    assertLocked(await signIn(' Bloqueo@Tienda.CL ', DEMO_PASSWORD, newAddress()));
  });

  it('answers an unknown e-mail exactly as a known one (no account enumeration)', async () => {
    const known = 'conocida@tienda.cl';
    await createUser(testApp.db, known);
    const answers = [];
    for (const email of [known, 'desconocida@tienda.cl']) {
      const address = newAddress();
      await failTimes(maxFailures, email, address);
      const locked = await signIn(email, DEMO_PASSWORD, address);
      assertLocked(locked);
      answers.push(locked.body);
    }
    assert.deepEqual(answers[0], answers[1]);
  });

  it(`locks an address after ${maxFailuresPerAddress} failures, whatever the e-mails`, async () => {
    const email = 'vecina@tienda.cl';
    await createUser(testApp.db, email);
    const address = newAddress();
    for (let i = 0; i < maxFailuresPerAddress; i += 1) {
      const attempt = await signIn(`intento${i}@tienda.cl`, WRONG, address);
      assert.equal(attempt.status, 400, `failure ${i + 1}`);
    }
    assertLocked(await signIn(email, DEMO_PASSWORD, address));
    // A client's own X-Forwarded-For does not make it someone else (no proxy is trusted here).
    assertLocked(await signIn(email, DEMO_PASSWORD, address, { 'x-forwarded-for': '192.0.2.99' }));
    // The account itself was never guessed: from elsewhere it signs in.
    assert.equal((await signIn(email, DEMO_PASSWORD, newAddress())).status, 200);
  });

  it("starts the account's count again after a successful sign-in", async () => {
    const email = 'olvidadiza@tienda.cl';
    await createUser(testApp.db, email);
    const address = newAddress();
    await failTimes(maxFailures - 1, email, address);
    assert.equal((await signIn(email, DEMO_PASSWORD, address)).status, 200);
    await failTimes(maxFailures - 1, email, address);
    assert.equal((await signIn(email, DEMO_PASSWORD, address)).status, 200);
  });

  it('lets the account sign in again once the lock has ended', async () => {
    const email = 'paciente@tienda.cl';
    await createUser(testApp.db, email);
    const address = newAddress();
    await failTimes(maxFailures, email, address);
    assertLocked(await signIn(email, DEMO_PASSWORD, address));
    // The lock (and its window) lie in the past, as they will after LOGIN_LOCK_SECONDS.
    await testApp.db.query(
      `update login_throttle set locked_until = now() - interval '1 second',
         window_started_at = now() - interval '1 day' where key = any($1)`,
      [[accountKey(email), addressKey(address)]],
    );
    assert.equal((await signIn(email, DEMO_PASSWORD, address)).status, 200);
  });

  it(`checks at most ${maxFailures} passwords of a burst of parallel guesses`, async () => {
    const email = 'rafaga@tienda.cl';
    await createUser(testApp.db, email);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () => signIn(email, WRONG, newAddress())),
    );
    const checked = attempts.filter((attempt) => attempt.status === 400).length;
    assert.ok(checked <= maxFailures, `${checked} passwords checked`);
    assert.equal(attempts.filter((attempt) => attempt.status === 429).length, 12 - checked);
    assertLocked(await signIn(email, DEMO_PASSWORD, newAddress()));
  });

  it('limits the login page of the code flow too, with its form and a Spanish message', async () => {
    const email = 'formulario@tienda.cl';
    await createUser(testApp.db, email);
    const browser = new TestBrowser(baseUrl);
    const authorize = new URL('/oidc/auth', baseUrl);
    authorize.search = new URLSearchParams({
      client_id: WEB_CLIENT_ID,
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/auth/callback',
      scope: 'openid profile email',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    }).toString();
    const page = await browser.get(location(await browser.get(authorize)));
    const form = readForm(await page.text());

    for (let i = 0; i < maxFailures; i += 1) {
      const rejected = await browser.postForm(form.action, { email, password: WRONG });
      assert.equal(rejected.status, 401);
    }
    const locked = await browser.postForm(form.action, { email, password: DEMO_PASSWORD });
    assert.equal(locked.status, 429);
    const seconds = Number(locked.headers.get('retry-after'));
    assert.ok(seconds > lockSeconds - 60 && seconds <= lockSeconds, `Retry-After ${seconds}`);
    const html = await locked.text();
    assert.ok(html.includes(LOCKED_MESSAGE), 'the Spanish message');
    assert.equal(readForm(html).action, form.action, 'the form is shown again');
    assert.equal(readForm(html).fields.email, email);

    // One count for both ways in: the login modal's grant is locked for the account too.
    assertLocked(await signIn(email, DEMO_PASSWORD, newAddress()));
  });
});

describe('login limits settings', () => {
  it('defaults to 5 failures per account, 20 per address, a 15-minute window and lock', () => {
    assert.deepEqual(readConfig({}).loginThrottle, {
      maxFailures: 5,
      maxFailuresPerAddress: 20,
      windowSeconds: 900,
      lockSeconds: 900,
    });
  });

  it('reads LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_SECONDS and LOGIN_LOCK_SECONDS', () => {
    const config = readConfig({
      LOGIN_MAX_FAILURES: '3',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '50',
      LOGIN_WINDOW_SECONDS: '600',
      LOGIN_LOCK_SECONDS: '3600',
    });
    assert.deepEqual(config.loginThrottle, {
      maxFailures: 3,
      maxFailuresPerAddress: 50,
      windowSeconds: 600,
      lockSeconds: 3600,
    });
    for (const value of ['0', '-1', 'cinco', '2.5']) {
      assert.throws(() => readConfig({ LOGIN_MAX_FAILURES: value }), /LOGIN_MAX_FAILURES/, value);
    }
  });
});

describe('client address keys', () => {
  it('counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4', () => {
    assert.equal(addressKey('2001:db8:1:2:aaaa::1'), addressKey('2001:db8:1:2:bbbb::2'));
    assert.notEqual(addressKey('2001:db8:1:2::1'), addressKey('2001:db8:1:3::1'));
    assert.equal(addressKey('::ffff:198.51.100.7'), addressKey('198.51.100.7'));
    assert.equal(addressKey('2001:0db8:0001:0002::1'), 'address:2001:db8:1:2::/64');
  });
});
