import { signIn } from '../support/auth';
import {
  archiveProduct,
  createProduct,
  getProduct,
  ProductsPage,
  uniqueStamp,
  type ApiProduct,
} from '../support/catalogue';
import { API_URL, USERS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { merchantToken } from '../support/public-orders';

// otra@tienda.cl, on two products of this run's own (archived at the end, so the store's
// catalogue is as it was).

test.describe('a merchant adjusts the stock and the visibility of products', () => {
  let token: string;
  let stamp: string;
  let jam: ApiProduct;
  let honey: ApiProduct;

  test.beforeAll(async () => {
    token = await merchantToken(USERS.otra.email);
    stamp = uniqueStamp();
    jam = await createProduct(token, {
      name: `Mermelada de mora ${stamp}`,
      sku: `MOR-${stamp}`,
      stock: 5,
      minStock: 2,
    });
    honey = await createProduct(token, {
      name: `Miel de quillay ${stamp}`,
      sku: `QUI-${stamp}`,
      stock: 12,
    });
  });

  test.afterAll(async () => {
    for (const product of [jam, honey]) await archiveProduct(token, product.id);
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, USERS.otra.email, USERS.otra.password);
    const products = new ProductsPage(page);
    await products.open(`?search=${stamp}`);
    await expect(products.rows()).toHaveCount(2);
  });

  test('subtracting more than there is leaves the stock at 0', async ({ page }) => {
    const products = new ProductsPage(page);
    const row = products.row(jam.name);
    await expect(products.stockCell(jam.name)).toHaveText('5');
    await row.getByRole('button', { name: `Ajustar stock ${jam.name}` }).click();

    const dialog = page.getByRole('dialog', { name: `Ajustar stock: ${jam.name}` });
    await expect(dialog).toContainText('Stock actual: 5');
    await expect(dialog.getByRole('radio', { name: 'Sumar' })).toBeChecked();
    await dialog.getByText('Restar', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Restar' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Cantidad' }).fill('8');
    await expect(dialog).toContainText('Stock resultante: 0');
    await expect(dialog.getByText('El stock no puede quedar bajo 0.')).toBeVisible();

    const adjusted = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url() === `${API_URL}/api/products/${jam.id}/adjust-stock`,
    );
    await dialog.getByRole('button', { name: 'Guardar ajuste' }).click();
    expect((await adjusted).ok()).toBe(true);
    await expect(dialog.getByRole('status')).toHaveText('Stock actualizado');
    // It closes by itself a moment later.
    await expect(dialog).toBeHidden();
    await expect(products.stockCell(jam.name)).toHaveText(/^0\s*Sin stock$/);
    expect((await getProduct(token, jam.id)).stock).toBe(0);
  });

  test('hiding a product shows it hidden; when the api refuses, it goes back', async ({ page }) => {
    const products = new ProductsPage(page);
    const jamRow = products.row(jam.name);
    await jamRow.getByRole('button', { name: `Ocultar ${jam.name}` }).click();
    await expect(page.getByText('Producto ocultado correctamente')).toBeVisible();
    await expect(jamRow.getByText('Oculto', { exact: true })).toBeVisible();
    await expect(jamRow.getByRole('button', { name: `Mostrar ${jam.name}` })).toBeVisible();
    await expect.poll(async () => (await getProduct(token, jam.id)).isActive).toBe(false);
    await products.filter('Visibilidad').selectOption({ label: 'Ocultos' });
    await expect(products.rows()).toHaveCount(1);
    await expect(jamRow).toBeVisible();
    await products.filter('Visibilidad').selectOption({ label: 'Todos' });
    await expect(products.rows()).toHaveCount(2);

    // The api refuses this one change; the screen shows the change at once, then goes back.
    const honeyRow = products.row(honey.name);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`${API_URL}/api/products/${honey.id}/visibility`, async (route) => {
      await answered;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'El catálogo no está disponible en este momento',
        }),
      });
    });
    await honeyRow.getByRole('button', { name: `Ocultar ${honey.name}` }).click();
    await expect(honeyRow.getByText('Oculto', { exact: true })).toBeVisible();
    answer();
    await expect(page.getByText('Error al ocultar el producto')).toBeVisible();
    await expect(page.getByText('El catálogo no está disponible en este momento')).toBeVisible();
    await expect(honeyRow.getByText('Visible', { exact: true })).toBeVisible();
    await expect(honeyRow.getByRole('button', { name: `Ocultar ${honey.name}` })).toBeVisible();
    // The other product keeps its own change.
    await expect(jamRow.getByText('Oculto', { exact: true })).toBeVisible();
    expect((await getProduct(token, honey.id)).isActive).toBe(true);
  });
});
