// The public pages arrive as HTML and the app takes them over without a mismatch
// (docs/prerendering.md).
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import { PRERENDERED_PAGES as PAGES, watchTakeOver } from '../support/hydration';
import { USERS } from '../support/env';
import { SystemStatusPage } from '../support/pages/SystemStatusPage';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its content and the visitor frame', async ({ page }) => {
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toContainText(
        'Todos los derechos reservados',
      );
    }
    await page.goto('/help');
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Precios' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Paga según crece tu tienda' }),
    ).toBeVisible();
  });

  test("the pages that show the api's data have it in their HTML, and a search its results", async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('link', { name: 'Comenzar con Starter' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByRole('heading', { name: 'Pro', exact: true }).first()).toBeVisible();

    // A data page's first request on a fresh server gets it in its loading state when its render
    // takes longer than 0.8 s (a cold machine); the next ones get the rendered page.
    const database = new SystemStatusPage(page).component('Base de datos');
    await expect(async () => {
      await page.goto('/status');
      await expect(database).toContainText('Operativo', { timeout: 500 });
    }).toPass({ timeout: 15_000 });

    await page.goto('/tiendas?q=cafe');
    const all = page.getByRole('region', { name: 'Todas las tiendas' });
    await expect(all.getByRole('article')).toHaveCount(1);
    await expect(all.getByRole('article', { name: 'Café Cordillera' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Buscar tiendas' })).toHaveValue('cafe');

    await page.goto('/docs?q=courier');
    await expect(page.getByText('1 artículo encontrado')).toBeVisible();
  });
});

test('the app takes over every public page at the first use, without a mismatch', async ({
  page,
}) => {
  const takeOver = await watchTakeOver(page);
  for (const [path, heading] of [...PAGES, ['/tiendas?q=cafe', 'Tiendas'] as const]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.mouse.move(200, 300);
    await takeOver.live();
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    expect(takeOver.problems, path).toEqual([]);
  }
});

test('a click and typing that come before the app are not lost', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('dialog', { name: 'Iniciar Sesión' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/docs');
  const search = page.getByRole('searchbox', { name: 'Buscar en la documentación' });
  await search.fill('courier');
  await expect(page.getByText('1 artículo encontrado')).toBeVisible();
  await expect(search).toHaveValue('courier');
});

// otra@tienda.cl's store has its setup pending: the setup guide comes with the merchant's frame.
for (const [device, viewport] of [
  ['a desktop', { width: 1280, height: 800 }],
  ['a phone', { width: 412, height: 915 }],
] as const) {
  test(`a merchant with a session gets the merchant frame on a public page, without a shift, on ${device}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, USERS.otra.email, USERS.otra.password);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const takeOver = await watchTakeOver(page);
    await page.goto('/help');
    await expect(page.getByRole('button', { name: /menú de usuario$/ })).toBeVisible();
    await takeOver.live();
    await expect(page.getByRole('complementary', { name: 'Configura tu tienda' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeVisible();
    const shift = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThanOrEqual(0.05);
    expect(takeOver.problems).toEqual([]);
  });
}

test('a visitor on a phone opens the menu before the app runs, and it closes on Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  const takeOver = await watchTakeOver(page);
  await page.goto('/help');
  const menu = page.getByRole('navigation', { name: 'Navegación principal' });
  // A disclosure's summary, which browsers expose as a button with its expanded state.
  const opener = page.getByLabel('Abrir menú');
  await opener.click();
  await expect(menu.getByRole('link', { name: 'Crear Mi Tienda' })).toBeVisible();

  await takeOver.live();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'Precios' })).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await menu.getByRole('link', { name: 'Precios' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Paga según crece tu tienda' }),
  ).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Precios' })).toBeHidden();
  expect(takeOver.problems).toEqual([]);
});
