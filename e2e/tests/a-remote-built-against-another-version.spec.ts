// A team releases its remote built against other versions than the shell's (docs/deploying.md,
// "Upgrading a shared library"): a newer minor of @platform/shared, a new major of it, another
// patch of the federation runtime. The shell is neither rebuilt nor released. The merchant gets
// the remote's page as before, or, for another major of shared, that page alone contained.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import { SHELL_URL } from '../support/env';
import {
  CATALOGUE_NEXT_AGAINST,
  catalogueNext,
  publish,
  releaseWithChanges,
  withRelease,
  prepareJourneyReleases,
  SHARED_MAJOR,
} from '../support/redeploy';

/** What the shell is built with: shared/package.json, and the workspace's federation plugin. */
const SHELL_SHARED = '1.0.0';
const SHELL_FEDERATION = '2.9.2';

interface Manifest {
  metaData: { pluginVersion: string };
  shared: Array<{ name: string; version: string; requiredVersion: string }>;
}

/** The `mf-manifest.json` of the live release of `remote` (federation name), as the shell reads it. */
async function liveManifest(page: Page, remote: string): Promise<Manifest> {
  const registry = (await (await page.request.get(`${SHELL_URL}/registry.json`)).json()) as {
    apps: Record<string, { manifest?: string }>;
  };
  const url = registry.apps[remote]?.manifest;
  if (!url) throw new Error(`the registry has no manifest for ${remote}`);
  return (await (await page.request.get(url)).json()) as Manifest;
}

const sharedEntry = (manifest: Manifest) =>
  manifest.shared.find((entry) => entry.name === '@platform/shared');

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name, level: 1, exact: true });

/** The first row of data of the page's first table (the header row is row 0). */
const firstRow = (page: Page) => page.getByRole('table').first().getByRole('row').nth(1);

test.describe('built against a newer minor of shared and another patch of federation', () => {
  // The catalogue's next release (shared with the other release journeys) is built against
  // shared 1.1.0 with the federation plugin 2.9.3.
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await prepareJourneyReleases();
  });

  test('the merchant’s products page works, with no federation warning', async ({ page }) => {
    await signIn(page);
    await withRelease('mfe-catalogue', catalogueNext(), async () => {
      const manifest = await liveManifest(page, 'mfe_catalogue');
      expect(sharedEntry(manifest)).toMatchObject({
        version: CATALOGUE_NEXT_AGAINST.sharedVersion,
        requiredVersion: '^1.0.0',
      });
      expect(manifest.metaData.pluginVersion).toBe(CATALOGUE_NEXT_AGAINST.federationVersion);
      expect(manifest.metaData.pluginVersion).not.toBe(SHELL_FEDERATION);

      await page.goto('/products');
      await expect(heading(page, 'Productos y Packs')).toBeVisible();
      await expect(firstRow(page)).toBeVisible();
      // No federation warning: the fixtures fail the journey on any.
    });
  });
});

test.describe('built against another major of shared', () => {
  // The shell's refusal names the catalogue: expected, and only that (fixtures.ts).
  test.use({ expectedRemoteFailures: ['mfe-catalogue'] });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await prepareJourneyReleases();
  });

  test('its page shows the contained error, and every other page and the user menu work', async ({
    page,
  }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('no se carga')) refusals.push(message.text());
    });
    await signIn(page);
    const major = releaseWithChanges('mfe-catalogue', [], SHARED_MAJOR);
    await withRelease('mfe-catalogue', major, async (previous) => {
      const manifest = await liveManifest(page, 'mfe_catalogue');
      expect(sharedEntry(manifest)).toMatchObject({ version: '2.0.0', requiredVersion: '^2.0.0' });

      await page.goto('/products');
      await expect(page.getByText('No pudimos cargar esta sección')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      await expect(heading(page, 'Productos')).toHaveCount(0);
      // The console names the remote, the range it was built for and the page's version.
      expect(refusals.join('\n')).toMatch(
        new RegExp(
          `mfe_catalogue no se carga: fue construido para @platform/shared(/\\w+)? \\^2\\.0\\.0 y esta página tiene ${SHELL_SHARED}`,
        ),
      );

      const otherPages: Array<[path: string, name: string]> = [
        ['/dashboard', 'Panel de Control'],
        ['/orders', 'Gestión de Órdenes'],
        ['/business/contact', 'Información de Contacto'],
        ['/plans', 'Planes de Suscripción'],
      ];
      for (const [path, name] of otherPages) {
        await page.goto(path);
        await expect(heading(page, name)).toBeVisible();
      }
      await page.getByRole('button', { name: 'Camila Rojas, menú de usuario' }).click();
      await expect(page.getByRole('menuitem', { name: 'Cerrar Sesión' })).toBeVisible();
      await page.keyboard.press('Escape');

      // The previous release put back: the merchant's products page again, at the next page load.
      publish('mfe-catalogue', previous);
      await page.goto('/products');
      await expect(heading(page, 'Productos')).toBeVisible();
      await expect(firstRow(page)).toBeVisible();
    });
  });
});
