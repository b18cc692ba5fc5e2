import { signIn } from '../support/auth';
import {
  archiveProduct,
  expectSelected,
  getProduct,
  isProductList,
  listProducts,
  pngImage,
  ProductsPage,
  uniqueStamp,
} from '../support/catalogue';
import { API_URL, USERS } from '../support/env';
import { expect, test, type Page } from '../support/fixtures';
import { merchantToken } from '../support/public-orders';

// otra@tienda.cl, with products of this run's own (unique names and SKUs); they end archived, so
// the store's catalogue shows what it showed before.

/** A 24 x 24 PNG with a gradient: small, and a picture a browser really draws. */
const SMALL_PNG = pngImage(24, 24, (x, y) => [x * 10, y * 10, 160]);

const isUploadCall = (url: string) =>
  url.startsWith(`${API_URL}/api/aws/s3/signed-upload-url`) ||
  url.startsWith(`${API_URL}/uploads/`);

/** Every upload the page starts, and every product it saves. */
function watchWrites(page: Page) {
  const uploads: string[] = [];
  const saves: string[] = [];
  page.on('request', (request) => {
    // Pictures already in the list are fetched (GET); an upload asks for a URL and then PUTs.
    if (request.method() !== 'GET' && isUploadCall(request.url())) {
      uploads.push(`${request.method()} ${request.url()}`);
    }
    if (request.method() === 'POST' && request.url() === `${API_URL}/api/products`) {
      saves.push(request.postData() ?? '');
    }
  });
  return { uploads, saves };
}

async function openNewProduct(page: Page) {
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Producto' });
  // Ready once the store's categories are in.
  await expect(dialog.getByLabel('Categoría', { exact: true })).toBeEnabled();
  return dialog;
}

test.describe('a merchant creates a product with an image', () => {
  let token: string;
  const made: string[] = [];

  test.beforeAll(async () => {
    token = await merchantToken(USERS.otra.email);
  });

  test.afterAll(async () => {
    for (const id of made) await archiveProduct(token, id).catch(() => undefined);
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, USERS.otra.email, USERS.otra.password);
    await new ProductsPage(page).open();
  });

  test('creates it, finds it by SKU, copies it and archives the copy', async ({ page }) => {
    const products = new ProductsPage(page);
    const stamp = uniqueStamp();
    const name = `Mermelada de murta ${stamp}`;
    const sku = `MUR-${stamp}`;

    const dialog = await openNewProduct(page);
    await dialog.getByLabel('Nombre del producto').fill(name);
    await dialog.getByRole('textbox', { name: 'SKU' }).fill(sku);
    await dialog.getByLabel('Categoría', { exact: true }).selectOption({ label: 'Despensa' });

    // The price is held to the type's range when the field is left: $1 to $5.000.000.
    const price = dialog.getByLabel('Precio (CLP)');
    await expect(dialog.getByText('Entre $1 y $5.000.000.')).toBeVisible();
    await price.fill('98765432');
    await expect(price).toHaveValue('9876543');
    await price.blur();
    await expect(price).toHaveValue('5000000');
    await price.fill('0');
    await price.blur();
    await expect(price).toHaveValue('1');
    await price.fill('6490');
    await price.blur();
    await expect(price).toHaveValue('6490');
    await dialog.getByLabel('Stock', { exact: true }).fill('24');
    await dialog.getByLabel('Stock mínimo').fill('5');

    const characteristics = dialog.getByRole('group', { name: 'Características' });
    for (const [title, description] of [
      ['Origen', 'Murta de Chiloé'],
      ['Formato', 'Frasco de vidrio 250 g'],
    ] as const) {
      await characteristics.getByLabel('Título de la característica').fill(title);
      await characteristics.getByLabel('Descripción de la característica').fill(description);
      await characteristics.getByRole('button', { name: 'Agregar característica' }).click();
      await expect(characteristics.getByRole('listitem').last()).toContainText(
        `${title}: ${description}`,
      );
    }
    await expect(characteristics.getByRole('listitem')).toHaveCount(2);

    const uploaded = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && isUploadCall(response.url()),
    );
    await dialog.getByLabel('Imagen del producto').setInputFiles({
      name: 'murta.png',
      mimeType: 'image/png',
      buffer: SMALL_PNG,
    });
    expect((await uploaded).ok()).toBe(true);
    await expect(dialog.getByRole('progressbar', { name: 'Imagen subida' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Imagen nueva del producto' })).toBeVisible();

    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url() === `${API_URL}/api/products`,
    );
    await dialog.getByRole('button', { name: 'Guardar producto' }).click();
    const { id } = (await (await created).json()) as { id: string };
    made.push(id);
    await expect(page.getByText('Producto creado correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Found by its SKU, with its picture, price and stock.
    const searched = page.waitForResponse(isProductList({ search: sku.toLowerCase() }));
    await products.search().fill(sku.toLowerCase());
    await searched;
    await expect(products.rows()).toHaveCount(1);
    const row = products.row(name);
    await expect(row).toContainText(sku);
    await expect(row).toContainText('$6.490');
    await expect(products.stockCell(name)).toHaveText('24');
    await expect(row).toContainText('Despensa');
    await expect(row.getByText('Visible', { exact: true })).toBeVisible();
    const thumbnail = row.locator('img');
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(24);
    const saved = await getProduct(token, id);
    expect(saved).toMatchObject({ name, sku, price: 6490, stock: 24, minStock: 5 });
    expect(saved.characteristics).toEqual([
      { title: 'Origen', description: 'Murta de Chiloé' },
      { title: 'Formato', description: 'Frasco de vidrio 250 g' },
    ]);
    expect(saved.imageUrl).toMatch(/\/uploads\//);

    // Editing shows the saved picture and characteristics.
    await row.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Producto' });
    await expect(edit.getByLabel('Nombre del producto')).toHaveValue(name);
    await expect(edit.getByRole('img', { name: 'Imagen actual del producto' })).toBeVisible();
    await expect(edit.getByText('Origen: Murta de Chiloé')).toBeVisible();
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(edit).toBeHidden();

    // The copy: the same product with ' (Copia)', saved as a new one.
    await row.getByRole('button', { name: `Copiar ${name}` }).click();
    const copy = page.getByRole('dialog', { name: 'Copiar Producto' });
    const copyName = `${name} (Copia)`;
    await expect(copy.getByLabel('Nombre del producto')).toHaveValue(copyName);
    await expect(copy.getByLabel('Precio (CLP)')).toHaveValue('6490');
    await expect(copy.getByText('Formato: Frasco de vidrio 250 g')).toBeVisible();
    // A SKU names one product of the store: the copy starts without one.
    await expect(copy.getByRole('textbox', { name: 'SKU' })).toHaveValue('');
    const copied = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url() === `${API_URL}/api/products`,
    );
    await copy.getByRole('button', { name: 'Guardar producto' }).click();
    const copyId = ((await (await copied).json()) as { id: string }).id;
    made.push(copyId);
    await expect(page.getByText('Producto copiado correctamente')).toBeVisible();
    await expect(copy).toBeHidden();

    await products.search().fill(stamp);
    await expect(products.rows()).toHaveCount(2);
    const copyRow = products.row(copyName);
    await copyRow.getByRole('button', { name: `Archivar ${copyName}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Archivar producto' });
    await expect(confirm).toContainText(`¿Archivar «${copyName}»?`);
    await expect(confirm).toContainText('Podrás restaurarlo más adelante.');
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Archivar' }).click();
    await expect(page.getByText('Producto archivado correctamente')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(products.rows()).toHaveCount(1);
    await expect(products.row(name)).toBeVisible();

    // Archived, it is listed with the archived filter, with its badge and only 'Copiar'.
    await products.filter('Archivados').selectOption({ label: 'Solo archivados' });
    await expect(page).toHaveURL(/archived=yes/);
    await expectSelected(products.filter('Archivados'), 'Solo archivados');
    await expect(products.rows()).toHaveCount(1);
    await expect(copyRow.getByText('Archivado', { exact: true })).toBeVisible();
    await expect(copyRow.getByRole('button')).toHaveText([`Copiar ${copyName}`]);
    expect(await getProduct(token, copyId)).toMatchObject({ isArchived: true, isActive: false });
  });

  test('bad input is refused: a long name saves nothing, a wrong file uploads nothing', async ({
    page,
  }) => {
    const writes = watchWrites(page);
    const dialog = await openNewProduct(page);
    const name = dialog.getByLabel('Nombre del producto');
    const longName = `Producto ${uniqueStamp()} ${'x'.repeat(100)}`;
    await name.fill(longName);
    await dialog.getByRole('button', { name: 'Guardar producto' }).click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      'El nombre del producto no puede exceder 100 caracteres',
    );

    const image = dialog.getByLabel('Imagen del producto');
    await image.setInputFiles({
      name: 'catalogo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await expect(image).toHaveAccessibleDescription(
      'Tipo de archivo no permitido. Tipos permitidos: JPG, PNG, GIF, WEBP',
    );

    // 6 MB of noise in a real PNG (noise does not compress).
    const large = pngImage(1448, 1448);
    expect(large.length).toBeGreaterThan(6 * 1024 * 1024);
    await image.setInputFiles({ name: 'foto-grande.png', mimeType: 'image/png', buffer: large });
    await expect(image).toHaveAccessibleDescription(
      'El archivo excede el tamaño máximo permitido de 5MB',
    );
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    expect(writes.uploads, 'upload calls').toEqual([]);
    expect(writes.saves, 'products saved').toEqual([]);
    const found = await listProducts(token, { search: longName.slice(0, 30), archived: 'all' });
    expect(found.total).toBe(0);
  });
});
