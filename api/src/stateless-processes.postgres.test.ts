import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { API_ROOT } from './config.ts';
import type { DriverDatabase } from './db/index.ts';
import { TOO_MANY_REQUESTS } from './http/rate-limit.ts';
import { SESSION_COOKIE } from './session/session-cookie.ts';
import { SESSION_EXPIRED } from './session/routes/refresh-session.ts';
import { TestBrowser, location, pkcePair, readForm } from './testing/browser.ts';
import { openSeededPostgresCopy } from './testing/seeded-database.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, WEB_CLIENT_ID, decodeJwt } from './testing/tokens.ts';

/**
 * Two real api processes (`src/main.ts`, as a production start runs it) on two ports over one
 * Postgres database, as behind a load balancer: whatever one process gives a browser, the other
 * accepts, and a limit spent on one holds on the other. Only meaningful on Postgres (PGlite is one
 * process's database), so it runs in `npm test`'s Postgres pass, where API_TEST_DATABASE_URL is set.
 *
 * Both processes get the same PUBLIC_URL, the address the balancer would have: it is the tokens'
 * issuer and audience, so a process with its own (http://localhost:<its port>) would refuse the
 * other's tokens, as two installations would.
 */
const PUBLIC_URL = 'http://api.balanceador.test';
const SHELL = 'http://localhost:3000';
const REDIRECT_URI = `${SHELL}/auth/callback`;
const LEAD = {
  fullName: 'Camila Fuentes',
  sector: 'Alimentación',
  email: 'camila@granjafuentes.cl',
  phone: '+56 9 8765 4321',
};
/** The limit of POST /api/leads (public-site/routes/create-lead.ts): 20 per address in 10 min. */
const LEADS_PER_WINDOW = 20;

interface ApiProcess {
  url: string;
  child: ChildProcess;
  output: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function startApi(databaseUrl: string, uploadsDir: string, port: number): ApiProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_MODE: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL,
    DATABASE_URL: databaseUrl,
    UPLOADS_DIR: uploadsDir,
    LOG_LEVEL: 'warn',
  };
  // Not a test process itself (the runner's marker would make node report to it).
  delete env.NODE_TEST_CONTEXT;
  delete env.API_TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { url: `http://127.0.0.1:${port}`, child, output };
}

async function waitUntilListening(api: ApiProcess, timeoutMs = 45_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (api.child.exitCode !== null) break;
    try {
      const response = await fetch(`${api.url}/oidc/.well-known/openid-configuration`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the api at ${api.url} did not start:\n${api.output.join('').slice(-4000)}`);
}

async function stopApi(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  const force = setTimeout(() => api.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
}

/** The same path and query on another process (the balancer sends the next request elsewhere). */
const on = (api: ApiProcess, url: string) => {
  const parsed = new URL(url, api.url);
  return new URL(`${parsed.pathname}${parsed.search}`, api.url);
};

/** A call of the shell to the session routes: its Origin, JSON, the session cookie if any. */
function sessionCall(api: ApiProcess, pathname: string, body: unknown, cookie?: string) {
  return fetch(`${api.url}${pathname}`, {
    method: 'POST',
    headers: {
      origin: SHELL,
      'content-type': 'application/json',
      ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

function sessionCookieOf(response: Response): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const index = pair.indexOf('=');
    if (pair.slice(0, index).trim() === SESSION_COOKIE) return pair.slice(index + 1).trim();
  }
  return undefined;
}

function tokenRequest(api: ApiProcess, form: Record<string, string>) {
  return fetch(`${api.url}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: WEB_CLIENT_ID, ...form }).toString(),
  });
}

describe('two api processes over one Postgres database serve the same merchant', () => {
  let database: { db: DriverDatabase; url: string } | undefined;
  let uploadsDir = '';
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;

  const processA = () => a as ApiProcess;
  const processB = () => b as ApiProcess;

  before(async () => {
    database = await openSeededPostgresCopy();
    assert.ok(
      database,
      'this file runs on PostgreSQL: set API_TEST_DATABASE_URL (npm test runs *.postgres.test.ts only there)',
    );
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'api-two-processes-'));
    const [portA, portB] = [await freePort(), await freePort()];
    a = startApi(database.url, uploadsDir, portA);
    b = startApi(database.url, uploadsDir, portB);
    await Promise.all([waitUntilListening(a), waitUntilListening(b)]);
  });

  after(async () => {
    await Promise.all([stopApi(a), stopApi(b)]);
    await database?.db.close();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  /** The ids of the demo store's orders, read from the database. */
  async function demoOrderIds(): Promise<Set<string>> {
    const { rows } = await database!.db.query<{ id: string }>(
      `select o.id::text as id from orders o
         join stores s on s.id = o.store_id join users u on u.id = s.owner_user_id
         where u.email = $1`,
      [DEMO_EMAIL],
    );
    return new Set(rows.map((row) => row.id));
  }

  it('signs in through one process, refreshes and reads the store through the other', async () => {
    const signIn = await sessionCall(processA(), '/api/session', {
      username: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    assert.equal(signIn.status, 200, await signIn.clone().text());
    const first = sessionCookieOf(signIn);
    assert.ok(first, 'process A sets the session cookie');
    const signedIn = (await signIn.json()) as { access_token: string };
    assert.equal(decodeJwt(signedIn.access_token).iss, `${PUBLIC_URL}/oidc`);

    // The refresh token A issued is found, and rotated, by B.
    const refresh = await sessionCall(processB(), '/api/session/refresh', {}, first);
    assert.equal(refresh.status, 200, await refresh.clone().text());
    const second = sessionCookieOf(refresh);
    assert.ok(second && second !== first, 'process B rotates the refresh token');
    const { access_token: accessToken } = (await refresh.json()) as { access_token: string };

    const orders = await fetch(`${processB().url}/api/orders?page=1`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    assert.equal(orders.status, 200, await orders.clone().text());
    const page = (await orders.json()) as { data: Array<{ id: string }>; total: number };
    assert.ok(page.total > 0 && page.data.length > 0, 'the demo store has orders');
    const demoIds = await demoOrderIds();
    for (const order of page.data) assert.ok(demoIds.has(order.id), 'only the demo store’s');

    // Either process verifies the other's access tokens (one signing key, one issuer).
    const sameOnA = await fetch(`${processA().url}/api/orders?page=1`, {
      headers: { authorization: `Bearer ${signedIn.access_token}` },
    });
    assert.equal(sameOnA.status, 200);
    assert.deepEqual(((await sameOnA.json()) as typeof page).total, page.total);

    // A knows the first refresh token was spent on B: presenting it again ends the login there
    // too (reuse detection), so B's rotated one stops working as well.
    const replay = await sessionCall(processA(), '/api/session/refresh', {}, first);
    assert.equal(replay.status, 401);
    assert.equal(((await replay.json()) as { message: string }).message, SESSION_EXPIRED);
    const afterReplay = await sessionCall(processB(), '/api/session/refresh', {}, second);
    assert.equal(afterReplay.status, 401);
  });

  it('shares the identity provider: a login begun on one process finishes on the other', async () => {
    const browser = new TestBrowser(processA().url);
    const { verifier, challenge } = pkcePair();
    const authorize = new URL('/oidc/auth', processA().url);
    authorize.search = new URLSearchParams({
      client_id: WEB_CLIENT_ID,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid profile email offline_access',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'estado-1',
      nonce: 'nonce-1',
    }).toString();

    // The interaction made on A (its row and its signed cookie) is B's login page.
    const toLogin = await browser.get(authorize);
    assert.equal(toLogin.status, 303);
    const loginPage = await browser.get(on(processB(), location(toLogin)));
    assert.equal(loginPage.status, 200);
    const form = readForm(await loginPage.text());
    const accepted = await browser.postForm(on(processB(), form.action), {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    assert.equal(accepted.status, 303);

    // Back on A, which finishes the authorization B's login resumed.
    let next = await browser.get(on(processA(), location(accepted)));
    while (next.status === 303 && !location(next).startsWith(REDIRECT_URI)) {
      next = await browser.get(on(processA(), location(next)));
    }
    const callback = new URL(location(next));
    assert.equal(callback.searchParams.get('state'), 'estado-1');
    const code = callback.searchParams.get('code');
    assert.ok(code, 'A answers the code');

    // The code A issued is redeemed at B's token endpoint, once.
    const exchange = () =>
      tokenRequest(processB(), {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      });
    const tokens = await exchange();
    assert.equal(tokens.status, 200, await tokens.clone().text());
    const body = (await tokens.json()) as { id_token: string; access_token: string };
    assert.equal(decodeJwt(body.id_token).nonce, 'nonce-1');
    assert.equal(decodeJwt(body.access_token).email, DEMO_EMAIL);
    assert.equal((await exchange()).status, 400, 'a code is single-use across processes');

    // The provider session A's cookie names is known to B: no login page again.
    const silent = new URL(authorize);
    silent.searchParams.set('state', 'estado-2');
    let again = await browser.get(on(processB(), silent.toString()));
    while (again.status === 303 && !location(again).startsWith(REDIRECT_URI)) {
      assert.doesNotMatch(location(again), /\/interaction\//, 'no login page on B');
      again = await browser.get(on(processB(), location(again)));
    }
    assert.ok(new URL(location(again)).searchParams.get('code'));
  });

  it('shares rate limits: the allowance spent on one process is spent on the other', async () => {
    const post = (api: ApiProcess) =>
      fetch(`${api.url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(LEAD),
      });
    for (let i = 0; i < LEADS_PER_WINDOW; i += 1) {
      assert.equal((await post(processA())).status, 201, `lead ${i + 1} on A`);
    }
    const refused = await post(processB());
    assert.equal(refused.status, 429);
    const body = (await refused.json()) as { message: string; retryAfterSeconds: number };
    assert.equal(body.message, TOO_MANY_REQUESTS);
    assert.ok(body.retryAfterSeconds > 0 && body.retryAfterSeconds <= 600);
    assert.equal(refused.headers.get('retry-after'), String(body.retryAfterSeconds));
    assert.equal((await post(processA())).status, 429, 'and on A too');
  });
});
