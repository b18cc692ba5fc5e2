import { signIn } from '../support/auth';
import { expectSelected, isProductList, listProducts, ProductsPage } from '../support/catalogue';
import { USERS } from '../support/env';
import { expect, test, type Page } from '../support/fixtures';
import { merchantToken } from '../support/public-orders';

// The demo store's seeded catalogue, only read: the expected rows come from the api.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A row starts with the product's name (its picture has no text). */
const startsWith = (name: string) => new RegExp(`^\\s*${escape(name)}`);

function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${decodeURIComponent(url.search)}`;
}

test('a merchant finds the products with low stock, from the dashboard', async ({ page }) => {
  const token = await merchantToken(USERS.demo.email);
  const lowStock = await listProducts(token, {
    stockStatus: 'low-stock',
    sortField: 'stock',
    sortDirection: 'asc',
    perPage: 10,
  });
  expect(lowStock.total, 'the demo store has products with low stock').toBeGreaterThan(1);
  const products = new ProductsPage(page);

  await signIn(page);
  const link = page
    .getByRole('region', { name: 'Productos Bajo Stock', exact: true })
    .getByRole('link', { name: 'Ver todos los productos con stock bajo' });
  await expect(link).toHaveAttribute(
    'href',
    '/products?stockStatus=low-stock&sortField=stock&sortDirection=asc',
  );
  await link.click();
  await expect(products.heading()).toBeVisible();
  // The page leaves the default it was given (ascending) out of the address.
  await expect
    .poll(() => pathAndQuery(page))
    .toBe('/products?stockStatus=low-stock&sortField=stock');

  // The filters say what the list shows: low stock, by stock, ascending.
  const expectLowStockByStock = async () => {
    await expectSelected(products.filter('Stock'), 'Stock bajo');
    await expectSelected(products.filter('Ordenar por'), 'Stock');
    await expectSelected(products.filter('Orden'), 'Ascendente');
    await expect(products.rows()).toHaveText(lowStock.data.map((item) => startsWith(item.name)));
    await expect(products.table().getByRole('columnheader', { name: 'Stock' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  };
  await expectLowStockByStock();
  for (const row of await products.rows().all()) {
    await expect(row.getByText(/^(Stock bajo|Sin stock)$/)).toBeVisible();
  }

  // A reload keeps them, and so do back and forward.
  await page.reload();
  await expect(products.heading()).toBeVisible();
  await expectLowStockByStock();
  await products.filter('Ordenar por').selectOption({ label: 'Precio' });
  await expect(page).toHaveURL(/stockStatus=low-stock&sortField=price$/);
  await expectSelected(products.filter('Ordenar por'), 'Precio');
  await page.goBack();
  await expect(page).toHaveURL(/stockStatus=low-stock&sortField=stock$/);
  await expectLowStockByStock();
  await page.goForward();
  await expect(page).toHaveURL(/sortField=price$/);
  await expectSelected(products.filter('Ordenar por'), 'Precio');
  await expectSelected(products.filter('Stock'), 'Stock bajo');
  await page.goBack();
  await expectLowStockByStock();

  // The SKU typed in lower case and with an accent ('cáf-nav-250' for 'CAF-NAV-250').
  const target = lowStock.data.find(
    (item) => /^[A-Z]+-/.test(item.sku) && /[AEIOU]/.test(item.sku),
  )!;
  const typed = target.sku
    .toLowerCase()
    .replace(/[aeiou]/, (vowel) => `${vowel}\u0301`)
    .normalize();
  const searched = page.waitForResponse(isProductList({ search: typed }));
  await products.search().fill(typed);
  await searched;
  await expect(page).toHaveURL(new RegExp(`search=${escape(encodeURIComponent(typed))}`));
  await expect(products.rows()).toHaveText([startsWith(target.name)]);
  await expect(products.row(target.name)).toContainText(target.sku);
  await expect(page.getByText('1 producto', { exact: true })).toBeVisible();

  // The whole catalogue, by name: the page size and the pager change the rows.
  await products.filters().getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/products$/);
  const all = await listProducts(token, { perPage: 25, page: 2 });
  expect(all.total, 'more than two pages of 25').toBeGreaterThan(25);
  await expect(products.rows()).toHaveCount(10);
  const pager = products.pager();
  await expect(pager).toContainText(`Mostrando 1–10 de ${all.total}`);
  await pager.getByLabel('Resultados por página').selectOption('25');
  await expect(page).toHaveURL(/\/products\?perPage=25$/);
  await expect(products.rows()).toHaveCount(25);
  await expect(pager).toContainText(`Mostrando 1–25 de ${all.total}`);
  await pager.getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/\/products\?page=2&perPage=25$/);
  await expect(pager.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(products.rows()).toHaveText(all.data.map((item) => startsWith(item.name)));
  await expect(pager).toContainText(`Mostrando 26–${Math.min(50, all.total)} de ${all.total}`);
});
