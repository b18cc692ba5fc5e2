import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { registerNewMerchant } from '../support/registration';

const STEPS = 7;

const isVisitsRead = (response: Response) =>
  response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/store/tours';

const isVisitMarked = (response: Response) =>
  response.request().method() === 'PUT' &&
  new URL(response.url()).pathname === '/api/store/tours/dashboard/mark-as-visited';

const tourStep = (page: Page) => page.getByRole('dialog').filter({ hasText: /Paso \d+ de \d+/ });

/**
 * Reloads the dashboard and checks the tour stays away: once the visits were read (and say
 * 'dashboard' was visited) and the page's lists have loaded, no step is on screen.
 */
async function reloadAndExpectNoTour(page: Page): Promise<void> {
  const visitsRead = page.waitForResponse(isVisitsRead);
  await page.reload();
  const visits = (await (await visitsRead).json()) as { dashboard: string | null };
  expect(visits.dashboard).not.toBeNull();
  await expect(page.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Próximas Entregas' }).getByText('No hay órdenes pendientes'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar tour' })).toBeVisible();
  await expect(tourStep(page)).toHaveCount(0);
}

test('a new merchant meets the dashboard tour by itself once, and can replay it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerNewMerchant(page, 'tour');

  // The tour opens by itself on the first visit.
  const first = page.getByRole('dialog', { name: 'Elige el período' });
  await expect(first).toBeVisible();
  await expect(first.getByText(`Paso 1 de ${STEPS}`)).toBeVisible();
  await expect(first.getByRole('button', { name: 'Anterior' })).toHaveCount(0);

  await first.getByRole('button', { name: 'Siguiente' }).click();
  const second = page.getByRole('dialog', { name: 'Tus indicadores' });
  await expect(second.getByText(`Paso 2 de ${STEPS}`)).toBeVisible();
  await second.getByRole('button', { name: 'Anterior' }).click();
  await expect(first.getByText(`Paso 1 de ${STEPS}`)).toBeVisible();

  for (let step = 2; step <= STEPS; step += 1) {
    await tourStep(page).getByRole('button', { name: 'Siguiente' }).click();
    await expect(tourStep(page).getByText(`Paso ${step} de ${STEPS}`)).toBeVisible();
  }
  const last = page.getByRole('dialog', { name: 'Próximas entregas' });
  await expect(last.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
  const marked = page.waitForResponse(isVisitMarked);
  await last.getByRole('button', { name: 'Finalizar' }).click();
  expect((await marked).status()).toBe(200);
  await expect(tourStep(page)).toHaveCount(0);

  // Finished: it does not come back after a reload.
  await reloadAndExpectNoTour(page);

  // 'Iniciar tour' still runs it on demand.
  await page.getByRole('button', { name: 'Iniciar tour' }).click();
  await expect(page.getByRole('dialog', { name: 'Elige el período' })).toContainText(
    `Paso 1 de ${STEPS}`,
  );
  await tourStep(page).getByRole('button', { name: 'Siguiente' }).click();
  await expect(tourStep(page).getByText(`Paso 2 de ${STEPS}`)).toBeVisible();
});

test('a new merchant who skips the tour does not see it again', async ({ page }) => {
  await registerNewMerchant(page, 'omite');

  const first = page.getByRole('dialog', { name: 'Elige el período' });
  await expect(first.getByText(`Paso 1 de ${STEPS}`)).toBeVisible();
  const marked = page.waitForResponse(isVisitMarked);
  await first.getByRole('button', { name: 'Omitir tour' }).click();
  expect((await marked).status()).toBe(200);
  await expect(tourStep(page)).toHaveCount(0);

  await reloadAndExpectNoTour(page);
});
