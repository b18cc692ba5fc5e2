// A merchant with a session gets '/dashboard' as HTML with their own data, which the app then
// takes over without a mismatch (docs/prerendering.md, "A merchant's page").
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import { API_URL, SHELL_URL, USERS } from '../support/env';
import { watchTakeOver } from '../support/hydration';
import {
  DashboardPage,
  apiToken,
  formatPesos,
  metricFromApi,
  santiagoToday,
  shiftDays,
} from '../support/pages/DashboardPage';

/** The dashboard's default range: the last 7 days, ending today in Santiago. */
function lastWeek() {
  const today = santiagoToday();
  return { startDate: shiftDays(today, -6), endDate: today };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("each merchant's dashboard comes with their frame and their own figures", async ({
    page,
  }) => {
    const dashboard = new DashboardPage(page);
    for (const [user, name] of [
      [USERS.demo, 'Camila Rojas'],
      [USERS.otra, null],
    ] as const) {
      await page.context().clearCookies();
      await signIn(page, user.email, user.password, { javaScript: false });
      await expect(dashboard.heading()).toBeVisible();
      if (name)
        await expect(page.getByRole('button', { name: `${name}, menú de usuario` })).toBeVisible();
      const revenue = await metricFromApi('revenue', lastWeek(), await apiToken(user.email));
      await expect(dashboard.card('Ingresos')).toContainText(formatPesos(revenue.value));
      await expect(dashboard.region('Evolución')).toBeVisible();
    }
  });

  test('without a session, or after signing out, it is not there', async ({ page, request }) => {
    const anonymous = await request.get('/dashboard');
    expect(anonymous.headers()['cache-control']).not.toContain('private');
    expect(await anonymous.text()).not.toContain('Panel de Control');

    await signIn(page, USERS.demo.email, USERS.demo.password, { javaScript: false });
    const signedIn = await page.request.get('/dashboard');
    expect(signedIn.headers()['cache-control']).toBe('private, no-store');
    expect(await signedIn.text()).toContain('Panel de Control');
    // Signing out, as the user menu does it: the api removes both cookies.
    const signedOut = await page.request.delete(`${API_URL}/api/session`, {
      headers: { Origin: SHELL_URL },
    });
    expect(signedOut.status()).toBe(200);
    expect(await (await page.request.get('/dashboard')).text()).not.toContain('Panel de Control');
  });
});

test('the app takes the dashboard over without a mismatch, and it works from there', async ({
  page,
}) => {
  const takeOver = await watchTakeOver(page);
  await signIn(page);
  const dashboard = new DashboardPage(page);
  await takeOver.live();
  await expect(dashboard.heading()).toBeVisible();
  const token = await apiToken();
  const week = await metricFromApi('revenue', lastWeek(), token);
  await expect(dashboard.card('Ingresos')).toContainText(formatPesos(week.value));

  await dashboard.preset('Último mes').click();
  await expect(dashboard.preset('Último mes')).toHaveAttribute('aria-pressed', 'true');
  await expect(dashboard.card('Ingresos')).not.toContainText(formatPesos(week.value));
  expect(takeOver.problems).toEqual([]);
});
