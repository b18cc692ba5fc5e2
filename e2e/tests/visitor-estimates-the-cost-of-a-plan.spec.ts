import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

async function choosePeriod(page: Page, name: 'Mensual' | 'Anual') {
  const option = page.getByRole('radio', { name });
  await option.click();
  await expect(option).toBeChecked();
}

// The public pricing page with the api's plans: Starter at $1.590 per subscriber with no minimum,
// Pro at $990 with a $500.000 monthly minimum.
test('a visitor compares the plans, uses the calculator and reads the scenarios', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Precios' }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Visitors get the register link, no plan change.
  await expect(page.getByRole('link', { name: 'Comenzar con Starter' })).toHaveAttribute(
    'href',
    /\/register/,
  );
  await expect(page.getByRole('link', { name: 'Comenzar con Pro' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Mejorar a|Cambiar a/ })).toHaveCount(0);

  // Monthly and annual billing.
  const pro = page.getByRole('heading', { name: 'Pro', exact: true }).first();
  await expect(pro).toBeVisible();
  await choosePeriod(page, 'Anual');
  await expect(page).toHaveURL(/facturacion=anual/);
  await expect(page.getByText('Costo mínimo de $6.000.000 al año')).toBeVisible();
  await choosePeriod(page, 'Mensual');
  await expect(page.getByText('Costo mínimo de $500.000 al mes')).toBeVisible();

  // The calculator: 10 subscribers (the slider's start), then 1.000 (its end).
  const slider = page.getByRole('slider', { name: 'Suscriptores activos' });
  const results = page.getByRole('list').filter({ has: page.getByText('Recomendado') });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuetext', '10 suscriptores');
  await expect(
    page.getByText('Para 10 suscriptores te conviene Starter: $15.900 al mes.'),
  ).toBeVisible();
  await expect(results.getByText('$500.000')).toBeVisible();
  await expect(results.getByText('*Se aplica el costo mínimo del plan')).toBeVisible();

  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuetext', '1.000 suscriptores');
  await expect(
    page.getByText('Para 1.000 suscriptores te conviene Pro: $990.000 al mes.'),
  ).toBeVisible();
  await expect(results.getByText('$1.590.000')).toBeVisible();
  await expect(results.getByText('*Se aplica el costo mínimo del plan')).toHaveCount(0);

  // Annual billing counts 12 months.
  await choosePeriod(page, 'Anual');
  await expect(
    page.getByText('Para 1.000 suscriptores te conviene Pro: $11.880.000 al año.'),
  ).toBeVisible();
  await choosePeriod(page, 'Mensual');

  // The scenarios: where Pro becomes cheaper, and 505 subscribers, where Pro's usage reaches its
  // minimum.
  const scenarios = page.getByRole('region', { name: 'Escenarios de ejemplo' });
  await scenarios.getByRole('button', { name: 'Escenario siguiente' }).click();
  await expect(scenarios.getByRole('group', { name: 'Escenario 2 de 4' })).toContainText(
    'Desde 315 suscriptores, Pro pasa a ser el plan más económico',
  );
  await scenarios.getByRole('button', { name: 'Escenario siguiente' }).click();
  const minimum = scenarios.getByRole('group', { name: 'Escenario 3 de 4' });
  await expect(minimum).toContainText('505 suscriptores');
  await expect(minimum).toContainText('505 × $990 = $499.950');
  await expect(minimum).toContainText('su costo mínimo de $500.000 al mes');
});
