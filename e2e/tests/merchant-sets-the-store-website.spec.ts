import type { Page, Response } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { API_URL } from '../support/env';
import { registerNewMerchant } from '../support/registration';

// A store registered by this run has no external website: the product form's external path is
// off until the merchant sets one in 'Mi Tienda', which the product form then follows.

const storeSave = (response: Response) =>
  response.request().method() === 'PUT' && response.url() === `${API_URL}/api/store`;

async function openNewProduct(page: Page) {
  await page
    .getByRole('group', { name: 'Acciones de productos' })
    .getByRole('button', { name: 'Nuevo producto' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Producto' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a merchant names the store and sets its website; bad input saves nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerNewMerchant(page, 'sitio');
  await page.mouse.move(0, 0);
  const tourStep = page.getByRole('dialog').filter({ hasText: /Paso 1 de \d+/ });
  await expect(tourStep).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tourStep).toBeHidden();

  await test.step('the product form has no external path yet, and links to Mi Tienda', async () => {
    await page.getByRole('button', { name: 'Gestión' }).click();
    await page.getByRole('menuitem', { name: 'Productos' }).click();
    const tutorial = page.getByRole('dialog', { name: 'Tipos de productos' });
    await tutorial
      .getByText('Entiendo la diferencia, no volver a mostrar más', { exact: true })
      .click();
    await tutorial.getByRole('button', { name: 'Cerrar' }).click();
    await expect(tutorial).toBeHidden();

    const product = await openNewProduct(page);
    await expect(
      product.getByText(
        'Tu tienda no tiene un sitio web externo configurado: configúralo para usar una ruta externa.',
      ),
    ).toBeVisible();
    await expect(product.getByRole('textbox', { name: 'Ruta en tu sitio web' })).toBeDisabled();
    await product.getByRole('link', { name: 'Configurar sitio web externo' }).click();
    await expect(page).toHaveURL(/\/my-store$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Tienda' })).toBeVisible();
  });

  const form = page.getByRole('form', { name: 'Configuración de la tienda' });
  const siteName = form.getByRole('textbox', { name: 'Nombre del sitio' });
  const website = form.getByRole('textbox', { name: 'Sitio web externo' });
  const save = form.getByRole('button', { name: 'Guardar cambios' });
  const saved = page.getByText('Configuración guardada correctamente');

  await test.step("bad input shows the spec's messages and saves nothing", async () => {
    await expect(siteName).toHaveValue(/^tienda sitio /i);
    const originalName = await siteName.inputValue();
    await expect(website).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    await expect(form.getByRole('combobox', { name: 'Moneda' })).toHaveValue('CLP');

    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url() === `${API_URL}/api/store`)
        saves.push(request.url());
    });
    await siteName.fill('');
    await website.fill('www.tostaduria-andina.cl');
    await save.click();
    await expect(form.getByText('El nombre del sitio es requerido')).toBeVisible();
    await expect(
      form.getByText('Ingresa una URL válida (ejemplo: https://www.mitienda.cl)'),
    ).toBeVisible();
    await expect(siteName).toBeFocused();
    await expectNoAxeViolations(page, '/my-store with its errors');
    await expect(saved).toBeHidden();
    expect(saves).toEqual([]);

    await page.reload();
    await expect(siteName).toHaveValue(originalName);
    await expect(website).toHaveValue('');
  });

  await test.step('a full address is kept as protocol and host, and saved', async () => {
    await siteName.fill('Tostaduría Andina Online');
    await website.fill('https://www.Tostaduria-Andina.cl/tienda/cafe?ref=instagram');
    await website.blur();
    await expect(website).toHaveValue('https://www.tostaduria-andina.cl');
    const answered = page.waitForResponse(storeSave);
    await save.click();
    expect(await (await answered).json()).toMatchObject({
      siteName: 'Tostaduría Andina Online',
      externalWebsite: 'https://www.tostaduria-andina.cl',
    });
    await expect(saved).toBeVisible();
    await expect(saved).toBeHidden({ timeout: 6_000 });

    await page.reload();
    await expect(siteName).toHaveValue('Tostaduría Andina Online');
    await expect(website).toHaveValue('https://www.tostaduria-andina.cl');
  });

  await test.step('the product form follows the new website', async () => {
    await page.getByRole('button', { name: 'Gestión' }).click();
    await page.getByRole('menuitem', { name: 'Productos' }).click();
    await expect(page).toHaveURL(/\/products$/);
    const product = await openNewProduct(page);
    await expect(
      product.getByText(/La ruta del producto en https:\/\/www\.tostaduria-andina\.cl\./),
    ).toBeVisible();
    await expect(product.getByRole('textbox', { name: 'Ruta en tu sitio web' })).toBeEnabled();
  });
});
