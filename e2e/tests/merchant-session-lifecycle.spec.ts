import { expect, test } from '../support/fixtures';
import { isSessionCall, SESSION_COOKIE, sessionCookie, signInWithModal } from '../support/auth';
import { API_URL, SHELL_URL, USERS } from '../support/env';
import { waitForEmail } from '../support/outbox';

test('signing in through the provider page (code + PKCE) lands on the dashboard', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.getByRole('button', { name: 'Continuar en la página segura de acceso' }).click();

  // The identity provider's own Spanish login page.
  await expect(page).toHaveURL(/localhost:4000\/oidc/);
  await page.getByLabel('Correo electrónico').fill(USERS.demo.email);
  await page.getByLabel('Contraseña').fill(USERS.demo.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();

  await expect(page).toHaveURL(/localhost:3000\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeVisible();
});

test('a protected page asks a visitor to sign in and brings them back after it', async ({
  page,
}) => {
  await page.goto('/orders?status=pending');
  await expect(page).toHaveURL(/localhost:3000\/$/);
  const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Correo electrónico').fill(USERS.demo.email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(USERS.demo.password);
  await dialog.getByRole('button', { name: 'Ingresar', exact: true }).click();

  await expect(page).toHaveURL(/\/orders\?status=pending$/);
  await expect(page.getByRole('heading', { name: 'Gestión de Órdenes', level: 1 })).toBeVisible();
});

test('a signed-in merchant is sent from the guest-only registration to the dashboard', async ({
  page,
}) => {
  await signInWithModal(page);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('password recovery always confirms and sends the 24-hour link to an existing account', async ({
  page,
}) => {
  const since = new Date();
  await page.goto('/');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();

  await dialog.getByLabel('Correo electrónico').fill('sin-arroba');
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(dialog.getByText('Por favor, ingresa un correo electrónico válido')).toBeVisible();

  await dialog.getByLabel('Correo electrónico').fill(USERS.otra.email);
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(dialog.getByText(/expira en 24 horas/)).toBeVisible();
  const mail = await waitForEmail(USERS.otra.email, () => true, { since });
  expect(mail.subject.length).toBeGreaterThan(0);

  await dialog.getByRole('button', { name: 'Volver a iniciar sesión' }).click();
  await expect(dialog.getByLabel('Contraseña', { exact: true })).toBeVisible();

  // An unknown address gets the very same confirmation.
  await dialog.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await dialog.getByLabel('Correo electrónico').fill('nadie@ejemplo.cl');
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(dialog.getByText(/expira en 24 horas/)).toBeVisible();
});

test('the token is refreshed once per expiry without a visible change, and a failed refresh logs out', async ({
  page,
}) => {
  await signInWithModal(page);
  await expect(page.getByRole('heading', { name: 'Panel de Control' })).toBeVisible();
  // From here the page runs on a clock the test moves. The reload restores the session from the
  // cookie, as the merchant's next visit does, and starts the session watch on that clock.
  // (Installed before the sign-in, the fake clock also drives the dialog's closing animation,
  // which then never ends on a busy machine.)
  await page.clock.install();
  const restored = page.waitForResponse(isSessionCall('POST', '/refresh'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Panel de Control' })).toBeVisible();
  const lifetime = ((await (await restored).json()) as { expires_in: number }).expires_in;

  // Every refresh goes through the api's session route with the HttpOnly cookie: its answer
  // (the new access token) and the cookie the browser sent.
  const refreshes: { status: number; accessToken?: string; expiresIn?: number }[] = [];
  const sentCookies: Promise<string | undefined>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${API_URL}/api/session/refresh`) {
      sentCookies.push(
        request
          .allHeaders()
          .then(
            (headers) => new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(headers.cookie ?? '')?.[1],
          ),
      );
    }
  });
  page.on('response', async (response) => {
    if (!isSessionCall('POST', '/refresh')(response)) return;
    // The status is kept at once: the body of the refused refresh may never be read, as the
    // logout it causes leaves the page.
    const refresh: (typeof refreshes)[number] = { status: response.status() };
    refreshes.push(refresh);
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
    };
    refresh.accessToken = body.access_token;
    refresh.expiresIn = body.expires_in;
  });

  // Move the page's clock to just inside the 70 s margin: the next 60 s check refreshes.
  await page.clock.fastForward(Math.max(0, lifetime - 70) * 1000 + 61_000);
  await expect.poll(() => refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes[0]).toMatchObject({ status: 200 });
  await expect.poll(() => refreshes[0]!.accessToken).toBeTruthy();
  await expect(page.getByRole('heading', { name: 'Panel de Control' })).toBeVisible();

  // Two more checks: whatever the configured lifetime, every token is refreshed once and only
  // once (never two refreshes with the same cookie in flight: the api would end the login), and
  // the page never changes.
  await page.clock.fastForward(120_000);
  await expect(page.getByRole('heading', { name: 'Panel de Control' })).toBeVisible();
  expect(refreshes.every((refresh) => refresh.status === 200)).toBe(true);
  expect(refreshes.length).toBeLessThanOrEqual(3);
  await expect.poll(() => refreshes.every((refresh) => refresh.accessToken)).toBe(true);
  const cookies = (await Promise.all(sentCookies)).filter(Boolean);
  expect(new Set(cookies).size).toBe(cookies.length);
  const accessTokens = refreshes.map((refresh) => refresh.accessToken);
  expect(new Set(accessTokens).size).toBe(accessTokens.length);

  // The api revokes the session; the next refresh fails and the user is logged out.
  const current = await sessionCookie(page);
  expect(current).toBeDefined();
  await fetch(`${API_URL}/oidc/token/revocation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: current!.value, client_id: 'platform-web' }),
  });
  const lastLifetime = refreshes.at(-1)?.expiresIn ?? lifetime;
  await page.clock.fastForward(Math.max(0, lastLifetime - 70) * 1000 + 61_000);
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page).toHaveURL(/localhost:3000\/$/);
  await expect.poll(() => refreshes.at(-1)?.status).toBe(401);
  // The refused refresh removed the cookie too.
  await expect.poll(() => sessionCookie(page)).toBeUndefined();
});

test('leaving the page while the app renews the session keeps the merchant signed in', async ({
  page,
}) => {
  // Signed in with the api's session route, as the login modal does, then a reload of the
  // dashboard: the app renews the session as it starts, and the merchant goes elsewhere at once.
  const signedIn = await page.request.post(`${API_URL}/api/session`, {
    headers: { Origin: SHELL_URL },
    data: { username: USERS.demo.email, password: USERS.demo.password },
  });
  expect(signedIn.status()).toBe(200);
  await page.addInitScript(() => window.localStorage.setItem('platform.session', 'cookie'));
  for (let round = 0; round < 3; round += 1) {
    const renewing = page.waitForRequest((request) => request.url().endsWith('/session/refresh'));
    await page.goto('/dashboard');
    await renewing;
    // Gone before the answer arrives: the rotated cookie must still be kept.
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
  }
});

test('the startup loader tells the user when loading is slow and offers a reload', async ({
  page,
}) => {
  // The start-up is held (its /config.json does not come) until the notice has been seen, and
  // the page's clock is moved on instead of waiting: the notice comes from the page's own
  // 10-second timer.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/config.json', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.clock.install();
  // A page the app renders itself (the public pages arrive as HTML and need no loader).
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.getByText('Cargando la plataforma...')).toBeVisible();
  const slowNotice = page.getByText('La carga está tomando más tiempo del esperado...');
  await expect(slowNotice).toBeHidden();
  await page.clock.fastForward(10_000);
  await expect(slowNotice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recargar página' })).toBeVisible();
  release();
});

test('an unknown path shows the Spanish not-found page', async ({ page }) => {
  await page.goto('/esta-pagina-no-existe');
  await expect(page.getByText('Página no encontrada')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/localhost:3000\/$/);
});
