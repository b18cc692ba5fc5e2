import { expect, test } from '../support/fixtures';
import { signInWithModal } from '../support/auth';
import { API_URL, USERS } from '../support/env';
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

test('logging out clears the stored tokens and shows the visitor navigation again', async ({
  page,
}) => {
  await signInWithModal(page);
  await expect(page.getByRole('heading', { name: 'Panel de Control' })).toBeVisible();
  const storedBefore = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('oidc.user')),
  );
  expect(storedBefore).toHaveLength(1);

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  const storedAfter = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('oidc.user')),
  );
  expect(storedAfter).toHaveLength(0);

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
