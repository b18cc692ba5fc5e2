import { expect, test } from '../support/fixtures';
import {
  isSessionCall,
  SESSION_COOKIE,
  sessionCookie,
  signInWithModal,
  storedEntries,
} from '../support/auth';
import { API_URL, SHELL_URL, USERS } from '../support/env';
import { LoginModal } from '../support/pages/LoginModal';

async function apiToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${API_URL}/oidc/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'platform-web',
      username: email,
      password,
      scope: 'openid',
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

function lastSevenDays() {
  const iso = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'America/Santiago' });
  const end = new Date();
  const start = new Date(end.getTime() - 6 * 24 * 3600 * 1000);
  return { startDate: iso(start), endDate: iso(end) };
}

test('a merchant signs in with the modal and lands on the dashboard with real figures', async ({
  page,
}) => {
  await signInWithModal(page, USERS.demo.email, USERS.demo.password);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeVisible();
  await expect(page.getByText('Resumen general de tu negocio')).toBeVisible();

  // The revenue card shows what the api computes for the same store and range.
  const token = await apiToken(USERS.demo.email, USERS.demo.password);
  const range = lastSevenDays();
  const response = await fetch(
    `${API_URL}/api/metrics/revenue?type=current-period&startDate=${range.startDate}&endDate=${range.endDate}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const { value } = (await response.json()) as { value: number };
  expect(value).toBeGreaterThan(0);
  const expected = new Intl.NumberFormat('es-CL', {
    style: 'currency',
    currency: 'CLP',
    maximumFractionDigits: 0,
  }).format(value);
  const revenueCard = page.getByRole('group', { name: 'Ingresos' });
  await expect(revenueCard).toContainText(expected);
});

test('signed in, the page keeps no token in its storage, and a reload or a new tab stays signed in', async ({
  page,
  context,
}) => {
  const signedIn = page.waitForResponse(isSessionCall('POST', ''));
  await signInWithModal(page);
  const answer = (await (await signedIn).json()) as Record<string, unknown>;
  await expect(page.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeVisible();

  // The refresh token is the api's HttpOnly cookie, never in an answer the page reads.
  expect(answer).not.toHaveProperty('refresh_token');
  const accessToken = String(answer.access_token);
  expect(accessToken.length).toBeGreaterThan(20);
  const cookie = await sessionCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/session' });
  expect(await page.evaluate(() => document.cookie)).not.toContain(cookie!.value);

  const expectNoTokenStored = async () => {
    const entries = await storedEntries(page);
    for (const entry of entries) {
      expect(entry).not.toContain(accessToken);
      expect(entry).not.toContain(cookie!.value);
      expect(entry).not.toMatch(/access_token|refresh_token|id_token/);
    }
  };
  await expectNoTokenStored();

  // A reload: signed in again from the cookie, still nothing stored.
  const restored = page.waitForResponse(isSessionCall('POST', '/refresh'));
  await page.reload();
  expect((await restored).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Camila Rojas, menú de usuario' })).toBeVisible();
  await expectNoTokenStored();

  // A new tab of the same browser: signed in too.
  const tab = await context.newPage();
  await tab.goto('/orders');
  await expect(tab.getByRole('heading', { name: 'Gestión de Órdenes', level: 1 })).toBeVisible();
  await tab.close();
});

test('logging out revokes the session cookie and shows the visitor navigation again', async ({
  page,
}) => {
  await signInWithModal(page);
  await expect(page.getByRole('heading', { name: 'Panel de Control' })).toBeVisible();
  const cookie = await sessionCookie(page);
  expect(cookie, 'the api set its session cookie').toBeDefined();

  const loggedOut = page.waitForResponse(isSessionCall('DELETE', ''));
  await page.getByRole('button', { name: 'Camila Rojas, menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  expect((await loggedOut).status()).toBe(200);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect.poll(() => sessionCookie(page)).toBeUndefined();
  // Revoked by the api, not only forgotten by this browser.
  const replayed = await fetch(`${API_URL}/api/session/refresh`, {
    method: 'POST',
    headers: {
      Origin: SHELL_URL,
      'Content-Type': 'application/json',
      Cookie: `${SESSION_COOKIE}=${cookie!.value}`,
    },
    body: '{}',
  });
  expect(replayed.status).toBe(401);

  // The protected page is no longer reachable: it sends the visitor home with the login modal.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a wrong password is refused with the Spanish message', async ({ page }) => {
  await signInWithModal(page, USERS.demo.email, 'NoEsLaClave1!', { expectSuccess: false });
  const modal = new LoginModal(page);
  await expect(modal.dialog.getByText('Usuario o contraseña incorrectos')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a merchant without a store is led to store setup', async ({ page }) => {
  await signInWithModal(page, USERS.nueva.email, USERS.nueva.password);
  await expect(page).toHaveURL(/\/store-setup$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
