import { expect, test } from '../support/fixtures';
import { signInWithModal } from '../support/auth';
import { formatSingletonReport, singletonCopies } from '../support/singletons';

// The first page of each remote, reached through the shell's navigation by URL.
const firstPages = [
  { path: '/dashboard', heading: 'Panel de Control' },
  { path: '/products', heading: 'Productos' },
  { path: '/plans', heading: 'Planes de Suscripción' },
  { path: '/orders', heading: 'Gestión de Órdenes' },
  { path: '/business/contact', heading: 'Información de Contacto' },
];

test('every remote renders its first page inside the shell, with one copy of each singleton', async ({ page, jsTracker }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Crea tu tienda de suscripciones');

  await signInWithModal(page);
  for (const { path, heading } of firstPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }

  const report = await singletonCopies(page, { tracker: jsTracker });
  const summary = formatSingletonReport(report);
  for (const library of ['react', 'react-dom', '@chakra-ui/react', '@emotion/react', 'zustand', '@platform/shared']) {
    expect(report.libraries[library]?.copies, `${library}\n${summary}`).toBe(1);
  }
});
