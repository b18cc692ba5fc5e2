// A merchant's tab stays open across releases whose hosting keeps only the live files
// (docs/deploying.md, "Files of an earlier release"): what the tab still needs of its own release
// is gone. The page recovers by itself, with no blank screen, reloading once at most.
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import {
  BUSINESS_NEXT,
  catalogueNext,
  prepareJourneyReleases,
  releaseWithChanges,
  SHELL_NEXT,
  withRelease,
  withOnlyTheLiveRelease,
} from '../support/redeploy';

// The catalogue's and the shell's next releases (e2e/support/redeploy.ts), built once for the
// release journeys.
test.beforeAll(async () => {
  test.setTimeout(300_000);
  await prepareJourneyReleases();
});

test('a remote page whose release was replaced and removed reloads once and opens its dialog from the new one', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/products');
  await expect(
    page.getByRole('heading', { name: 'Productos', level: 1, exact: true }),
  ).toBeVisible();
  let loads = 0;
  page.on('load', () => (loads += 1));

  await withRelease('mfe-catalogue', catalogueNext(), async () => {
    // The host keeps only the live release: the files of the tab's release are gone.
    await withOnlyTheLiveRelease('mfe-catalogue', async () => {
      // The product form's code was never loaded: it was in the removed release.
      await page.getByRole('button', { name: 'Nuevo producto' }).click();
      // The page is loaded again from the live release, at the same address, once, without
      // an error.
      await expect(
        page.getByRole('heading', { name: 'Productos y Packs', level: 1 }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByText('No pudimos cargar esta sección')).toHaveCount(0);
      expect(loads).toBe(1);
      await page.getByRole('button', { name: 'Nuevo producto' }).click();
      await expect(page.getByRole('dialog', { name: 'Nuevo Producto o Pack' })).toBeVisible();
    });
  });
});

test('a shell page whose release was replaced reloads once, at the same address', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeVisible();
  let loads = 0;
  page.on('load', () => (loads += 1));

  // The shell's host serves the live release at its root: the old release's files are gone.
  await withRelease('shell', releaseWithChanges('shell', SHELL_NEXT), async () => {
    // An address the tab's shell had not loaded the page of (an old link, a typed address).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/facturas-antiguas');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('Esta dirección ya no existe en la plataforma.')).toBeVisible();
    await expect(page).toHaveURL(/\/facturas-antiguas$/);
    expect(loads).toBe(1);
  });
});

test('a merchant typing in an e-mail template while its remote is released keeps the text, and is asked before leaving', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/customization/email-templates');
  const list = page.getByRole('navigation', { name: 'Plantillas' });
  await list.getByRole('link', { name: /^Renovación de suscripción/ }).click();
  const subject = page
    .getByRole('form', { name: 'Renovación de suscripción' })
    .getByRole('textbox', { name: 'Asunto' });
  await subject.fill('Tu suscripción se renueva pronto');

  await withRelease('mfe-business', releaseWithChanges('mfe-business', BUSINESS_NEXT), async () => {
    // The files of the release the page runs are gone, the question's among them.
    await withOnlyTheLiveRelease('mfe-business', async () => {
      await list.getByRole('link', { name: /^Bienvenida/ }).click();
      const leave = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });
      await expect(leave).toBeVisible();
      // The question of the release the page runs, not the next one's.
      await leave.getByRole('button', { name: 'Seguir editando', exact: true }).click();
      await expect(leave).toBeHidden();
      await expect(subject).toHaveValue('Tu suscripción se renueva pronto');
      await expect(page.getByText('Algo salió mal')).toHaveCount(0);
    });
  });
});
