import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import { remoteOrigin } from '../support/env';
import { formatSingletonReport, singletonCopies } from '../support/singletons';

// The first page of each remote, reached through the shell's navigation by URL.
const firstPages = [
  { path: '/dashboard', heading: 'Panel de Control' },
  { path: '/products', heading: 'Productos' },
  { path: '/plans', heading: 'Planes de Suscripción' },
  { path: '/orders', heading: 'Gestión de Órdenes' },
  { path: '/business/contact', heading: 'Información de Contacto' },
];

test('every remote renders its first page inside the shell, with one copy of each singleton', async ({
  page,
  jsTracker,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Crea tu tienda de suscripciones',
  );

  await signIn(page);
  for (const { path, heading } of firstPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }

  const report = await singletonCopies(page, { tracker: jsTracker });
  const summary = formatSingletonReport(report);
  for (const library of [
    'react',
    'react-dom',
    '@chakra-ui/react',
    '@emotion/react',
    'zustand',
    '@platform/shared',
    '@module-federation/runtime-core',
    '@module-federation/webpack-bundler-runtime',
  ]) {
    expect(report.libraries[library]?.copies, `${library}\n${summary}`).toBe(1);
  }
});

test('the first page loads only the first-page part of shared, not forms and tables', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Crea tu tienda de suscripciones',
  );
  // The page arrives as HTML; the app loads at the visitor's first use (docs/prerendering.md).
  await page.mouse.move(200, 300);
  const coreLoaded = async () => {
    const report = await singletonCopies(page);
    return report.libraries['@platform/shared']?.shareKeys['@platform/shared/core'] ?? 0;
  };
  await expect.poll(coreLoaded).toBe(1);
  // Everything the first view asks for has arrived (the lower sections load near the screen).
  await page.waitForLoadState('networkidle');

  const report = await singletonCopies(page);
  const keys = report.libraries['@platform/shared']?.shareKeys ?? {};
  const summary = formatSingletonReport(report);
  expect(keys['@platform/shared/core'], summary).toBe(1);
  expect(keys['@platform/shared'] ?? 0, summary).toBe(0);
});

test('a remote run alone on its own origin brings the federation runtime the shell gives it otherwise', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${remoteOrigin('mfe-public')}/`);
  await expect(page.getByText('Sitio público · modo independiente')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Crea tu tienda de suscripciones',
  );
  expect(errors).toEqual([]);
});
