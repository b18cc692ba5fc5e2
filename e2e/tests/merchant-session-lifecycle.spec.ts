import { expect, test } from '../support/fixtures';
import { signInWithModal } from '../support/auth';
import { API_URL, USERS } from '../support/env';
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
  await page.clock.install();
  await signInWithModal(page);
  await expect(page.getByRole('heading', { name: 'Panel de Control' })).toBeVisible();

  const tokenRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/oidc/token') && request.method() === 'POST')
      tokenRequests.push(request.postData() ?? '');
  });
  const stored = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user'));
      return key
        ? (JSON.parse(localStorage.getItem(key)!) as {
            access_token: string;
            refresh_token: string;
            expires_at: number;
          })
        : null;
    });
  const before = await stored();
  expect(before).not.toBeNull();
  const lifetime = before!.expires_at - Math.floor(Date.now() / 1000);

  // Move the page's clock to just inside the 70 s margin: the next 60 s check refreshes.
  const refreshes = () => tokenRequests.filter((body) => body.includes('grant_type=refresh_token'));
  await page.clock.fastForward(Math.max(0, lifetime - 70) * 1000 + 61_000);
  await expect.poll(() => refreshes().length).toBeGreaterThanOrEqual(1);
  await expect.poll(async () => (await stored())?.access_token).not.toBe(before!.access_token);
  await expect(page.getByRole('heading', { name: 'Panel de Control' })).toBeVisible();

  // Two more checks: whatever the configured lifetime, every token is refreshed once and only
  // once (never two refreshes of the same token in flight), and the page never changes.
  await page.clock.fastForward(120_000);
  await expect(page.getByRole('heading', { name: 'Panel de Control' })).toBeVisible();
  const usedRefreshTokens = refreshes().map((body) =>
    new URLSearchParams(body).get('refresh_token'),
  );
  expect(new Set(usedRefreshTokens).size).toBe(usedRefreshTokens.length);
  expect(usedRefreshTokens.length).toBeLessThanOrEqual(3);

  // The provider revokes the session; the next refresh fails and the user is logged out.
  const current = await stored();
  await fetch(`${API_URL}/oidc/token/revocation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: current!.refresh_token, client_id: 'platform-web' }),
  });
  const lifetimeNow =
    current!.expires_at - Math.floor((await page.evaluate(() => Date.now())) / 1000);
  await page.clock.fastForward(Math.max(0, lifetimeNow - 70) * 1000 + 61_000);
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page).toHaveURL(/localhost:3000\/$/);
  expect(await stored()).toBeNull();
});

test('the startup loader tells the user when loading is slow and offers a reload', async ({
  page,
}) => {
  await page.route('**/config.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByText('Cargando la plataforma...')).toBeVisible();
  await expect(page.getByText('La carga está tomando más tiempo del esperado...')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Recargar página' })).toBeVisible();
});

test('an unknown path shows the Spanish not-found page', async ({ page }) => {
  await page.goto('/esta-pagina-no-existe');
  await expect(page.getByText('Página no encontrada')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/localhost:3000\/$/);
});
