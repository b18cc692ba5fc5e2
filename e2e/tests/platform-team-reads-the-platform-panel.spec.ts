// The platform team opens the platform panel (docs/deploying.md, "The platform panel") on the
// development build, where any visitor may: each remote's live release as the registry says, the
// load of a remote once one of its pages has been visited in the tab, the diagnostics copied as
// JSON, and the same registry part served as /platform.json for monitoring.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { SHELL_URL } from '../support/env';

interface RegistryEntry {
  version: string;
  manifest?: string;
}

interface PlatformApp {
  name: string;
  kind: 'shell' | 'remote';
  version: string;
  manifest: string | null;
  compatible: boolean;
}

interface Diagnostics {
  apps: Array<
    PlatformApp & { session: { load: { ms: number } | null; lastError: unknown } | null }
  >;
}

const appCard = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name} \\(`) });

test('the platform team reads each release, a load of this session and the diagnostics', async ({
  page,
  context,
  request,
}) => {
  const registry = (await (await request.get(`${SHELL_URL}/registry.json`)).json()) as {
    apps: Record<string, RegistryEntry>;
  };
  const remotes = Object.entries(registry.apps).filter(([, entry]) => entry.manifest);
  expect(remotes.length).toBeGreaterThan(0);

  await test.step('opens /plataforma and sees every release the registry names', async () => {
    await page.goto('/plataforma');
    await expect(page.getByRole('heading', { name: 'Plataforma', level: 1 })).toBeVisible();
    for (const [name, entry] of [['shell', registry.apps.shell!] as const, ...remotes]) {
      const card = appCard(page, name);
      await expect(card.getByText(entry.version, { exact: true })).toBeVisible();
      if (entry.manifest) {
        await expect(card.getByRole('link', { name: entry.manifest })).toBeVisible();
      }
    }
    await expect(appCard(page, 'mfe_public')).toContainText('Aún no se carga en esta sesión');
  });

  await test.step('visits a page of the public remote and sees its load time', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Centro de Ayuda' }).click();
    await expect(page.getByRole('heading', { name: 'Centro de Ayuda', level: 1 })).toBeVisible();
    await page.goBack();
    const publicApp = appCard(page, 'mfe_public');
    await expect(publicApp).toContainText(/\d+ ms a las \d\d:\d\d:\d\d/);
    await expect(publicApp).toContainText('sin errores');
  });

  await test.step('copies the diagnostics and reads them from the clipboard', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SHELL_URL });
    await page.getByRole('button', { name: 'Copiar diagnóstico' }).click();
    await expect(page.getByText('Diagnóstico copiado al portapapeles.')).toBeVisible();
    const copied = JSON.parse(
      await page.evaluate(() => navigator.clipboard.readText()),
    ) as Diagnostics;
    for (const [name, entry] of remotes) {
      expect(copied.apps.find((app) => app.name === name)?.version).toBe(entry.version);
    }
    const publicApp = copied.apps.find((app) => app.name === 'mfe_public');
    expect(publicApp?.session?.load?.ms).toEqual(expect.any(Number));
    expect(publicApp?.session?.lastError).toBeNull();
  });

  await test.step('fetches the same registry part as /platform.json', async () => {
    await expect(page.getByRole('link', { name: 'Ver JSON (/platform.json)' })).toHaveAttribute(
      'href',
      '/platform.json',
    );
    const response = await request.get(`${SHELL_URL}/platform.json`);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const status = (await response.json()) as { apps: PlatformApp[] };
    expect(status.apps.map((app) => [app.name, app.version])).toEqual([
      ['shell', registry.apps.shell!.version],
      ...remotes.map(([name, entry]) => [name, entry.version]),
    ]);
    expect(status.apps.every((app) => app.compatible)).toBe(true);
  });
});
