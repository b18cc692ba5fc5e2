import type { Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { API_URL } from '../support/env';
import { registerNewMerchant } from '../support/registration';

// A store registered by this run has no billing data yet: the setup guide's billing task is open
// until the merchant saves a complete one with a RUT whose check digit is right.

const billingSave = (response: Response) =>
  response.request().method() === 'PUT' && response.url() === `${API_URL}/api/business/billing`;

test('a new merchant fills the billing data: a wrong RUT is refused, a right one completes the guide task', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerNewMerchant(page, 'facturas');
  await page.mouse.move(0, 0);
  const tourStep = page.getByRole('dialog').filter({ hasText: /Paso 1 de \d+/ });
  await expect(tourStep).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tourStep).toBeHidden();

  const guide = page.getByRole('complementary', { name: 'Configura tu tienda' });
  const billingTask = guide.getByRole('button', { name: /^Datos de facturación/ });
  await expect(billingTask).toBeVisible();
  await expect(
    guide.getByRole('button', { name: /^Datos de facturación \(completada\)/ }),
  ).toHaveCount(0);
  await billingTask.click();
  await expect(page).toHaveURL(/\/business\/billing$/);

  const billing = page.getByRole('form', { name: 'Datos de Facturación' });
  const field = (name: string) => billing.getByRole('textbox', { name });
  const rut = field('RUT');
  // The example is a RUT that passes its own check digit.
  await expect(rut).toHaveAttribute('placeholder', '12.345.678-5');
  await expect(rut).toHaveValue('');

  await field('Razón social').fill('Tostaduría Andina SpA');
  await rut.pressSequentially('123456789');
  await expect(rut).toHaveValue('12.345.678-9');
  await field('Giro').fill('Venta de café tostado');
  await field('Dirección').fill('Av. Italia 1450');
  await field('Ciudad').fill('Santiago');
  await billing
    .getByRole('combobox', { name: 'Región' })
    .selectOption('Región Metropolitana de Santiago');
  await field('Código postal').fill('7500000');
  await field('Email de facturación').fill('facturas@tostaduria-andina.cl');

  // The wrong check digit: the message under the RUT, and nothing is sent.
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/business/billing'))
      saves.push(request.url());
  });
  await billing.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(billing.getByText('RUT inválido')).toBeVisible();
  await expect(rut).toBeFocused();
  await expect(page.getByText('Datos de facturación guardados correctamente')).toBeHidden();
  expect(saves).toEqual([]);

  // Nothing was saved: after a reload the form is empty again, and the task still open.
  await page.reload();
  await expect(field('Razón social')).toHaveValue('');
  await expect(rut).toHaveValue('');
  await expect(
    guide.getByRole('button', { name: /^Datos de facturación \(completada\)/ }),
  ).toHaveCount(0);

  await field('Razón social').fill('Tostaduría Andina SpA');
  await rut.pressSequentially('761234560');
  await expect(rut).toHaveValue('76.123.456-0');
  await field('Giro').fill('Venta de café tostado');
  await field('Dirección').fill('Av. Italia 1450');
  await field('Ciudad').fill('Santiago');
  await billing
    .getByRole('combobox', { name: 'Región' })
    .selectOption('Región Metropolitana de Santiago');
  await field('Código postal').fill('7500000');
  await field('Email de facturación').fill('facturas@tostaduria-andina.cl');
  const saved = page.waitForResponse(billingSave);
  await billing.getByRole('button', { name: 'Guardar cambios' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Datos de facturación guardados correctamente')).toBeVisible();

  // The page asks the guide to reload: ticked without reloading the page.
  await expect(
    guide.getByRole('button', { name: /^Datos de facturación \(completada\)/ }),
  ).toBeVisible();

  await page.reload();
  await expect(rut).toHaveValue('76.123.456-0');
  await expect(field('Razón social')).toHaveValue('Tostaduría Andina SpA');
});
