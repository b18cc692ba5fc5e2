// A team releases its remote alone (docs/deploying.md): the catalogue's next release is built,
// released and published, then rolled back, while the shell and every other app stay as they
// are. What the merchant sees follows the registry at their next navigation.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import { catalogueNext, prepareJourneyReleases, publish, withRelease } from '../support/redeploy';

const catalogueHeading = (page: Page, name: string) =>
  page.getByRole('heading', { name, level: 1, exact: true });

/** Gestión > `item`, from the merchant's top bar. */
async function openFromMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Gestión' }).click();
  await page.getByRole('menu', { name: 'Gestión' }).getByRole('menuitem', { name: item }).click();
}

// The catalogue's next release (e2e/support/redeploy.ts), built once for the release journeys.
test.beforeAll(async () => {
  test.setTimeout(300_000);
  await prepareJourneyReleases();
});

test('a released remote is shown after a reload, without a shell release', async ({ page }) => {
  await signIn(page);
  await page.goto('/products');
  await expect(catalogueHeading(page, 'Productos')).toBeVisible();

  await withRelease('mfe-catalogue', catalogueNext(), async () => {
    await page.reload();
    await expect(catalogueHeading(page, 'Productos y Packs')).toBeVisible();
  });
  await page.reload();
  await expect(catalogueHeading(page, 'Productos')).toBeVisible();
});

test('after a rollback, the merchant’s next navigation shows the earlier release', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/products');
  await expect(catalogueHeading(page, 'Productos')).toBeVisible();

  const next = catalogueNext();
  await withRelease('mfe-catalogue', next, async (previous) => {
    // Released while the page is open: the merchant's next navigation shows it, no reload.
    await openFromMenu(page, 'Panel de Control');
    await expect(page.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeVisible();
    await openFromMenu(page, 'Productos');
    await expect(catalogueHeading(page, 'Productos y Packs')).toBeVisible();

    // Rolled back: the same again, back to the earlier release.
    publish('mfe-catalogue', previous);
    await openFromMenu(page, 'Panel de Control');
    await expect(page.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeVisible();
    await openFromMenu(page, 'Productos');
    await expect(catalogueHeading(page, 'Productos')).toBeVisible();
  });
});

test('a page and its menu entry that a remote adds appear with no shell release', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Gestión' }).click();
  const menu = page.getByRole('menu', { name: 'Gestión' });
  await expect(menu.getByRole('menuitem', { name: 'Productos' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Reseñas' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await withRelease('mfe-catalogue', catalogueNext(), async () => {
    // The next navigation reads the registry: the entry is there, after 'Productos'.
    await openFromMenu(page, 'Productos');
    await expect(catalogueHeading(page, 'Productos y Packs')).toBeVisible();
    await page.getByRole('button', { name: 'Gestión' }).click();
    await expect(menu.getByRole('menuitem')).toContainText([
      'Panel de Control',
      'Productos',
      'Reseñas',
      'Planes de Suscripción',
    ]);
    await menu.getByRole('menuitem', { name: 'Reseñas' }).click();
    await expect(page).toHaveURL(/\/products\/reviews$/);
    await expect(
      page.getByRole('heading', { name: 'Reseñas de Productos', level: 1 }),
    ).toBeVisible();

    // The shell's guard applies to it as to any page: a visitor is asked to sign in.
    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/products/reviews');
      await expect(visitorPage.getByRole('dialog')).toBeVisible();
      await expect(visitorPage.getByRole('heading', { name: 'Reseñas de Productos' })).toHaveCount(
        0,
      );
    } finally {
      await visitor.close();
    }
  });
});
