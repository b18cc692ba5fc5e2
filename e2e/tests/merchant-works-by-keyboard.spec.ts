import { signInWithModal } from '../support/auth';
import { USERS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { expectCurrentItem, expectFocusWithin, tabTo } from '../support/keyboard';
import { registerNewMerchant } from '../support/registration';

// A merchant who works without a mouse: every step below is a key press, and every element the
// focus lands on must show its focus ring (tabTo checks it on the way).

test('a merchant signs in with the keyboard alone, and the dialog gives the focus back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const signIn = page.getByRole('button', { name: 'Iniciar Sesión' });
  await tabTo(page, signIn);

  // Escape closes the dialog and the focus returns to the button that opened it.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await expect(dialog).toBeVisible();
  await expectFocusWithin(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signIn).toBeFocused();

  // Sent empty, the form puts the focus on the first field in error, described by its message.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const email = dialog.getByRole('textbox', { name: 'Correo electrónico' });
  const password = dialog.getByLabel('Contraseña', { exact: true });
  await tabTo(page, dialog.getByRole('button', { name: 'Ingresar' }));
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Ingresa tu usuario');

  await page.keyboard.type(USERS.demo.email);
  await tabTo(page, password, { limit: 3 });
  await page.keyboard.type(USERS.demo.password);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeVisible();
});

test('a merchant opens a page from the menus, picks a date range and signs out by keyboard', async ({
  page,
}) => {
  await signInWithModal(page, USERS.demo.email, USERS.demo.password);
  await expect(page.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeVisible();

  // The date range: the popover takes the focus, the calendar moves with the arrows, Enter picks
  // the first and the last day, and the focus comes back to the button, which shows the range.
  const rangeButton = page.getByRole('button', { name: /cambiar el rango de fechas$/ });
  await tabTo(page, rangeButton);
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Elige el rango de fechas' });
  await expect(editor).toBeVisible();
  await expectFocusWithin(editor);
  const calendarDay = editor
    .getByRole('grid')
    .getByRole('button')
    .and(page.locator('[tabindex="0"]'));
  await tabTo(page, calendarDay, { limit: 10 });
  const lastDay = await page.evaluate(() => document.activeElement?.getAttribute('data-day'));
  expect(lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const daysBefore = (iso: string, count: number) =>
    new Date(Date.parse(`${iso}T12:00:00Z`) - count * 86_400_000).toISOString().slice(0, 10);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await tabTo(page, editor.getByRole('button', { name: 'Aplicar' }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(editor).toBeHidden();
  const shown = (iso: string) => iso.split('-').reverse().join('-');
  const picked = `${shown(daysBefore(lastDay!, 3))} – ${shown(daysBefore(lastDay!, 2))}`;
  await expect(
    page.getByRole('button', { name: `${picked}: cambiar el rango de fechas` }),
  ).toBeFocused();

  // The chart's tab list: the arrows move between the tabs and show the chosen one.
  const revenueTab = page.getByRole('tab', { name: 'Ingresos' });
  await tabTo(page, revenueTab);
  await page.keyboard.press('ArrowRight');
  const subscriptionsTab = page.getByRole('tab', { name: 'Suscripciones' });
  await expect(subscriptionsTab).toBeFocused();
  await expect(subscriptionsTab).toHaveAttribute('aria-selected', 'true');

  // A menu of the top bar: Enter opens it with the focus on its first item, the arrows move,
  // Escape closes it and gives the focus back to its button, Enter on an item opens the page.
  const business = page.getByRole('button', { name: 'Mi Negocio' });
  await tabTo(page, business, { backwards: true });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Mi Negocio' });
  await expect(menu).toBeVisible();
  await expectFocusWithin(menu);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(business).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu).toBeVisible();
  await expectCurrentItem(menu, menu.getByRole('menuitem', { name: 'Datos de Contacto' }));
  await page.keyboard.press('ArrowDown');
  await expectCurrentItem(menu, menu.getByRole('menuitem', { name: 'Datos de Facturación' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/business\/billing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The user menu signs out.
  const userMenu = page.getByRole('button', { name: 'Camila Rojas, menú de usuario' });
  await tabTo(page, userMenu, { backwards: true });
  await page.keyboard.press('Enter');
  const accountMenu = page.getByRole('menu');
  await expectFocusWithin(accountMenu);
  await page.keyboard.press('End');
  await expectCurrentItem(
    accountMenu,
    accountMenu.getByRole('menuitem', { name: 'Cerrar Sesión' }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
});

test('a new merchant leaves the tour and uses the set-up guide by keyboard', async ({ page }) => {
  await registerNewMerchant(page, 'teclado');
  // The last click left the pointer over the dashboard, where it would open a card's tooltip,
  // and Escape would close that first. A keyboard user's pointer is out of the way.
  await page.mouse.move(0, 0);

  // The tour starts by itself with the focus on its step; Escape leaves it.
  const step = page.getByRole('dialog').filter({ hasText: /Paso 1 de \d+/ });
  await expect(step).toBeVisible();
  await expectFocusWithin(step);
  await page.keyboard.press('Escape');
  await expect(step).toBeHidden();

  // The guide folds and unfolds from its button, and a task opens its page.
  const guide = page.getByRole('complementary', { name: 'Configura tu tienda' });
  const minimize = guide.getByRole('button', { name: 'Minimizar guía' });
  await tabTo(page, minimize, { limit: 60 });
  await page.keyboard.press('Enter');
  const expand = guide.getByRole('button', { name: 'Mostrar guía' });
  await expect(expand).toBeFocused();
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(minimize).toBeFocused();
  await tabTo(page, guide.getByRole('button', { name: /^Datos de contacto/ }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/business\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a merchant opens the product form and leaves it by keyboard', async ({ page }) => {
  await signInWithModal(page, USERS.demo.email, USERS.demo.password);
  await expect(page.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeVisible();

  // Gestión > Productos, from the top bar's menu.
  const management = page.getByRole('button', { name: 'Gestión' });
  await tabTo(page, management);
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'Gestión' });
  await expectCurrentItem(menu, menu.getByRole('menuitem', { name: 'Panel de Control' }));
  await page.keyboard.press('ArrowDown');
  await expectCurrentItem(menu, menu.getByRole('menuitem', { name: 'Productos' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();

  // The dialog takes the focus; sent empty, it goes to the first field in error, described by
  // its message.
  const newProduct = page.getByRole('button', { name: 'Nuevo producto' });
  await tabTo(page, newProduct);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nuevo Producto' });
  await expect(dialog).toBeVisible();
  await expectFocusWithin(dialog);
  const name = dialog.getByRole('textbox', { name: 'Nombre del producto' });
  await expect(dialog.getByRole('combobox', { name: 'Categoría' })).toBeEnabled();
  await tabTo(page, dialog.getByRole('button', { name: 'Guardar producto' }), {
    backwards: true,
    limit: 5,
  });
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('El nombre del producto es requerido');

  // Escape closes it, and the focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(newProduct).toBeFocused();
});
