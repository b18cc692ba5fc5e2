import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import { blockRemote } from '../support/remote-server';

// Each journey takes one remote down on purpose: the federation errors naming it are expected
// (fixtures.ts), any other federation warning or error still fails the journey.
test.describe(() => {
  test.use({ expectedRemoteFailures: ['mfe-catalogue'] });

  test('with the catalogue server down, the shell and the dashboard still work and "Reintentar" recovers', async ({
    page,
    remotes,
  }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Panel de Control' })).toBeVisible();

    await remotes.stop('mfe-catalogue');
    await page.goto('/products');
    await expect(page.getByText('No pudimos cargar esta sección')).toBeVisible({ timeout: 20_000 });
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await expect(retry).toBeVisible();
    // The shell around the failed page is intact.
    await expect(page.getByRole('button', { name: 'Camila Rojas, menú de usuario' })).toBeVisible();

    // Another remote still loads.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Panel de Control' })).toBeVisible();

    await page.goto('/products');
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible({ timeout: 20_000 });
    await remotes.start('mfe-catalogue');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
  });
});

test.describe(() => {
  test.use({ expectedRemoteFailures: ['mfe-commerce'] });

  test('a remote whose requests are blocked shows the Spanish error and recovers when unblocked', async ({
    page,
  }) => {
    // '/' arrives as HTML and the app takes it over at the first use (docs/prerendering.md);
    // only then is 'Precios' a navigation inside the app, which loads the remote. (Before, the
    // link is a plain one, and /pricing arrives as HTML too.)
    await page.addInitScript(() =>
      window.addEventListener('platform:page-shown', () => {
        document.documentElement.dataset.appLive = 'true';
      }),
    );
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
    await page.mouse.move(200, 300);
    await expect(page.locator('html')).toHaveAttribute('data-app-live', 'true');
    const unblock = await blockRemote(page, 'mfe-commerce');

    await page.getByRole('link', { name: 'Precios' }).first().click();
    await expect(page.getByText('No pudimos cargar esta sección')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Ayuda' }).first()).toBeVisible();

    await unblock();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(
      page.getByRole('heading', { name: 'Paga según crece tu tienda', level: 1 }),
    ).toBeVisible();
  });
});
