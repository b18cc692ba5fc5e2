import { storedEntries } from '../support/auth';
import { ProductsPage } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { registerNewMerchant } from '../support/registration';

// A store registered by this run: its catalogue is empty, and nobody has closed the tutorial.

test('a new merchant reads the product types tutorial once', async ({ page }) => {
  await registerNewMerchant(page, 'tutorial');
  const products = new ProductsPage(page);
  // From the menu, as a merchant goes there from the dashboard, once the dashboard's own tour
  // (which starts by itself for a new store) is left with Escape.
  await page.mouse.move(0, 0);
  const tourStep = page.getByRole('dialog').filter({ hasText: /Paso 1 de \d+/ });
  await expect(tourStep).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tourStep).toBeHidden();
  await page.getByRole('button', { name: 'Gestión' }).click();
  await page.getByRole('menuitem', { name: 'Productos' }).click();
  await expect(page).toHaveURL(/\/products$/);

  const tutorial = page.getByRole('dialog', { name: 'Tipos de productos' });
  await expect(tutorial).toBeVisible();
  for (const type of ['Producto individual', 'Pack', 'Plan (membresía)']) {
    await expect(tutorial.getByRole('heading', { name: type })).toBeVisible();
  }
  await expect(tutorial).toContainText(
    'Un cliente tiene un solo plan, pero puede tener varios packs.',
  );
  await expect(page.getByText('No se encontraron productos')).toBeAttached();

  // It does not close until the merchant says it is understood.
  const understood = tutorial.getByRole('checkbox', {
    name: 'Entiendo la diferencia, no volver a mostrar más',
  });
  const close = tutorial.getByRole('button', { name: 'Cerrar' });
  const hint = 'Marca "Entiendo la diferencia, no volver a mostrar más" para cerrar.';
  await expect(understood).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(tutorial).toBeVisible();
  await expect(tutorial.getByText(hint)).toBeVisible();
  await expect(understood).toBeFocused();
  await expect(understood).toHaveAccessibleDescription(hint);
  // 'Cerrar' looks disabled (aria-disabled) yet answers a click, to say what is missing.
  await expect(close).toHaveAttribute('aria-disabled', 'true');
  await close.click({ force: true });
  await expect(tutorial).toBeVisible();
  await expect(understood).toBeFocused();

  await tutorial
    .getByText('Entiendo la diferencia, no volver a mostrar más', { exact: true })
    .click();
  await expect(understood).toBeChecked();
  await expect(tutorial.getByText(hint)).toHaveCount(0);
  await expect(close).not.toHaveAttribute('aria-disabled');
  await close.click();
  await expect(tutorial).toBeHidden();
  await expect(
    page.getByText('Aún no tienes productos. Crea el primero con «Nuevo producto».'),
  ).toBeVisible();

  // Not again: the browser keeps it as seen; the empty catalogue shows, and once the page has
  // settled, no tutorial.
  expect(await storedEntries(page)).toContainEqual(
    expect.stringMatching(/^platform\.catalogue\.productTypesTutorialSeen\.[^=]+=true$/),
  );
  await page.reload();
  await expect(products.heading()).toBeVisible();
  await expect(page.getByText('No se encontraron productos')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(tutorial).toHaveCount(0);
});
