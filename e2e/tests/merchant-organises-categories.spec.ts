import { signIn } from '../support/auth';
import {
  archiveProduct,
  deleteCategory,
  getProduct,
  listCategories,
  listProducts,
  ProductsPage,
  uniqueStamp,
} from '../support/catalogue';
import { USERS } from '../support/env';
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { merchantToken } from '../support/public-orders';

// otra@tienda.cl, with categories and a product of this run's own: the product ends archived and
// the categories deleted, so the store's tree is as it was. The api keeps the tree to two levels
// (the manager says so): a category with a subcategory is the deepest a merchant can build.

const copy = {
  first: 'La categoría ya es la primera de su nivel',
  last: 'La categoría ya es la última de su nivel',
  root: 'La categoría ya está en el primer nivel',
  noPrevious: 'La categoría no tiene una categoría anterior en la cual ubicarse',
  depthWithChildren:
    'Una categoría con subcategorías no puede quedar dentro de otra: las categorías tienen como máximo dos niveles',
};

class CategoryManager {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Gestionar categorías' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Gestionar categorías' }).click();
    await expect(this.dialog.getByRole('list', { name: 'Categorías' })).toBeVisible();
  }

  /** The buttons of one category, by its full name ('Conservas > Mermeladas'). */
  actions(fullName: string): Locator {
    return this.dialog.getByRole('group', { name: `Acciones de ${fullName}`, exact: true });
  }

  action(label: string, fullName: string): Locator {
    return this.actions(fullName).getByRole('button', { name: `${label}: ${fullName}` });
  }

  /** The row of a category: its name, product count, 'Oculta' badge and buttons. */
  row(fullName: string): Locator {
    return this.actions(fullName).locator('xpath=..');
  }

  /** The full names of the categories, in the order shown. */
  order(): Promise<string[]> {
    return this.dialog
      .getByRole('group', { name: /^Acciones de / })
      .evaluateAll((groups) =>
        groups.map((group) =>
          (group.getAttribute('aria-label') ?? '').replace(/^Acciones de /, ''),
        ),
      );
  }

  async create(name: string, parent?: string): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Nueva categoría' }).click();
    const form = this.dialog.getByRole('form', { name: 'Nueva categoría' });
    await expect(form.getByRole('textbox', { name: 'Nombre' })).toBeFocused();
    await form.getByRole('textbox', { name: 'Nombre' }).fill(name);
    if (parent) await form.getByLabel('Categoría padre').selectOption({ label: parent });
    await form.getByRole('button', { name: 'Guardar categoría' }).click();
    await expect(this.dialog.getByRole('status')).toHaveText('Categoría creada correctamente');
    await expect(form).toBeHidden();
  }
}

/** Expects an arrow to be unavailable, and to say why. */
async function expectUnavailable(button: Locator, reason: string) {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription(reason);
}

async function expectAvailable(button: Locator) {
  await expect(button).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-disabled');
}

test('a merchant organises categories: builds, moves, hides and deletes one', async ({ page }) => {
  const token = await merchantToken(USERS.otra.email);
  const stamp = uniqueStamp();
  const root = `Conservas ${stamp}`;
  const sub = `Mermeladas ${stamp}`;
  const nested = `${root} > ${sub}`;
  const productName = `Mermelada de calafate ${stamp}`;

  try {
    await signIn(page, USERS.otra.email, USERS.otra.password);
    const products = new ProductsPage(page);
    await products.open();
    const manager = new CategoryManager(page);
    await manager.open();
    await expect(manager.dialog).toContainText('(hasta dos niveles)');

    // A category with a subcategory.
    await manager.create(root);
    await manager.create(sub, root);
    await expect(manager.row(nested)).toContainText(sub);
    // The new subcategory is in sight: its main category opened.
    await expect(
      manager.row(root).getByRole('button', { name: root, exact: true }),
    ).toHaveAttribute('aria-expanded', 'true');

    // No third level: only main categories can be a parent.
    await manager.dialog.getByRole('button', { name: 'Nueva categoría' }).click();
    const parents = manager.dialog.getByLabel('Categoría padre').locator('option');
    await expect(parents.filter({ hasText: root })).toHaveText([root]);
    await expect(parents.filter({ hasText: ' > ' })).toHaveCount(0);
    await manager.dialog.getByRole('button', { name: 'Cancelar' }).click();

    // The arrows say what they can do, and why not.
    await expectUnavailable(manager.action('Subir', nested), copy.first);
    await expectUnavailable(manager.action('Bajar', nested), copy.last);
    await expectUnavailable(manager.action('Bajar un nivel', nested), copy.noPrevious);
    await expectAvailable(manager.action('Subir un nivel', nested));
    await expectAvailable(manager.action('Subir', root));
    await expectUnavailable(manager.action('Bajar', root), copy.last);
    await expectUnavailable(manager.action('Bajar un nivel', root), copy.depthWithChildren);
    await expectUnavailable(manager.action('Subir un nivel', root), copy.root);

    // Out to the first level, right after its parent.
    await manager.action('Subir un nivel', nested).click();
    await expect(manager.actions(sub)).toBeVisible();
    expect((await manager.order()).slice(-2)).toEqual([root, sub]);
    await expectUnavailable(manager.action('Subir un nivel', sub), copy.root);
    await expectUnavailable(manager.action('Bajar', sub), copy.last);
    await expectAvailable(manager.action('Bajar un nivel', sub));

    // Up, then down again.
    await manager.action('Subir', sub).click();
    await expect.poll(async () => (await manager.order()).slice(-2)).toEqual([sub, root]);
    await expectAvailable(manager.action('Bajar', sub));
    await expectUnavailable(manager.action('Bajar', root), copy.last);
    await manager.action('Bajar', sub).click();
    await expect.poll(async () => (await manager.order()).slice(-2)).toEqual([root, sub]);

    // In: into the category before it, which opens to show it.
    await manager.action('Bajar un nivel', sub).click();
    await expect(manager.actions(nested)).toBeVisible();
    await expect(manager.actions(sub)).toHaveCount(0);
    await expectUnavailable(manager.action('Bajar un nivel', nested), copy.noPrevious);

    // Hidden, then shown again.
    await manager.action('Ocultar', nested).click();
    await expect(manager.row(nested).getByText('Oculta', { exact: true })).toBeVisible();
    await expectAvailable(manager.action('Mostrar', nested));
    await manager.action('Mostrar', nested).click();
    await expect(manager.row(nested).getByText('Oculta', { exact: true })).toHaveCount(0);
    await expectAvailable(manager.action('Ocultar', nested));
    await manager.dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(manager.dialog).toBeHidden();

    // A product in the subcategory.
    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo Producto' });
    await form.getByLabel('Nombre del producto').fill(productName);
    await form.getByLabel('Categoría', { exact: true }).selectOption({ label: nested });
    await form.getByRole('button', { name: 'Guardar producto' }).click();
    await expect(page.getByText('Producto creado correctamente')).toBeVisible();
    await products.search().fill(stamp);
    await expect(products.row(productName)).toContainText(nested);

    // Deleted, its product moves to the main category.
    await manager.open();
    const disclosure = manager.dialog.getByRole('button', { name: root, exact: true });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await disclosure.click();
    await expect(manager.row(nested)).toContainText('1 producto');
    await expect(manager.row(root)).toContainText('0 productos · 1 con subcategorías');
    await manager.action('Eliminar', nested).click();
    const remove = page.getByRole('alertdialog', { name: 'Eliminar categoría' });
    await expect(remove).toContainText(`¿Eliminar la categoría «${nested}»?`);
    const confirm = remove.getByRole('button', { name: 'Eliminar categoría' });
    await confirm.click();
    const choice = remove.getByRole('radio', { name: 'Dejarlos sin categoría' });
    await expect(choice).toBeFocused();
    await expect(choice).toHaveAccessibleDescription(
      'Elige qué hacer con los productos de la categoría: dejarlos sin categoría o moverlos a otra',
    );
    await remove.getByText('Moverlos a otra categoría').click();
    const target = remove.getByLabel('Categoría de destino');
    await expect(target.locator('option', { hasText: sub })).toHaveCount(0);
    await target.selectOption({ label: root });
    await confirm.click();
    await expect(remove).toBeHidden();
    await expect(manager.dialog.getByRole('status')).toHaveText(
      'Categoría eliminada correctamente',
    );
    await expect(manager.actions(nested)).toHaveCount(0);
    await expect(manager.row(root)).toContainText('1 producto');
    await manager.dialog.getByRole('button', { name: 'Cerrar' }).click();

    const row = products.row(productName);
    await expect(row).toContainText(root);
    await expect(row).not.toContainText(sub);
    const [found] = (await listProducts(token, { search: productName })).data;
    const categories = await listCategories(token);
    expect((await getProduct(token, found!.id)).categoryId).toBe(
      categories.find((category) => category.name === root)?.id,
    );
  } finally {
    // What this run made, whatever happened.
    const made = await listProducts(token, { search: stamp, archived: 'all' });
    for (const product of made.data) await archiveProduct(token, product.id);
    for (const category of await listCategories(token)) {
      if (category.name.endsWith(stamp)) await deleteCategory(token, category);
    }
  }
});
