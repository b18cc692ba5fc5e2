import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import { expectCurrentItem, expectFocusWithin } from '../support/keyboard';
import { USERS } from '../support/env';

const clp = (value: number) => `$${value.toLocaleString('es-CL')}`;

async function chooseCommune(form: Locator, search: string, commune: string) {
  await form.getByRole('searchbox', { name: 'Buscar comuna' }).fill(search);
  await form
    .getByRole('group', { name: 'Regiones y comunas' })
    .getByRole('checkbox', { name: commune, exact: true })
    .check();
  await expect(
    form.getByRole('list', { name: 'Comunas seleccionadas' }).getByText(commune, { exact: true }),
  ).toBeVisible();
}

// otra@tienda.cl, whose seeded rule charges $2.490 in Viña del Mar and four more communes. The
// journey's price is its own, and it deletes what it made.
test('a merchant creates two shipping rules with the same price and merges them', async ({
  page,
}) => {
  const price = 100_000 + (Date.now() % 800_000);
  await signIn(page, USERS.otra.email, USERS.otra.password);
  // The nested menu by keyboard: the arrows open 'Despachos' beside its menu. (A pointer on its
  // way to the nested menu can cross another item of the menu, which closes the nested one.)
  const management = page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('button', { name: 'Gestión' });
  await management.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Gestión' });
  await expectFocusWithin(menu);
  await page.keyboard.press('End');
  await expectCurrentItem(menu, menu.getByRole('menuitem', { name: 'Despachos' }));
  await page.keyboard.press('ArrowRight');
  const shipping = page.getByRole('menu', { name: 'Despachos' });
  await expectFocusWithin(shipping);
  await expectCurrentItem(shipping, shipping.getByRole('menuitem', { name: 'Reglas de Despacho' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shipping\/rules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reglas de Despacho' })).toBeVisible();
  const rules = page.getByRole('list', { name: 'Reglas de despacho' });
  await expect(rules.getByRole('heading', { name: '$2.490' })).toBeVisible();

  // The first rule, after a price under the minimum is refused.
  await page.getByRole('button', { name: 'Nueva regla' }).click();
  let form = page.getByRole('form', { name: 'Nueva regla de despacho' });
  await expect(form.getByRole('combobox', { name: 'Tipo de regla' })).toBeDisabled();
  await chooseCommune(form, 'nunoa', 'Ñuñoa');
  const priceInput = form.getByRole('textbox', { name: 'Precio del despacho' });
  await priceInput.fill('99');
  await form.getByRole('button', { name: 'Crear regla' }).click();
  await expect(form.getByText('El precio mínimo es $100')).toBeVisible();
  await expect(page.getByText('Regla de despacho creada correctamente')).toBeHidden();
  await priceInput.fill(String(price));
  await form.getByRole('button', { name: 'Crear regla' }).click();
  await expect(page.getByText('Regla de despacho creada correctamente')).toBeVisible();
  await expect(rules.getByRole('heading', { name: clp(price) })).toBeVisible();

  // The second, at the same price, with a commune another active rule covers.
  await page.getByRole('button', { name: 'Nueva regla' }).click();
  form = page.getByRole('form', { name: 'Nueva regla de despacho' });
  await chooseCommune(form, 'providencia', 'Providencia');
  await chooseCommune(form, 'vina', 'Viña del Mar');
  await expect(form.getByText('Algunas comunas ya tienen otra regla activa')).toBeVisible();
  await expect(form.getByText('Viña del Mar: $2.490')).toBeVisible();
  await form.getByRole('textbox', { name: 'Precio del despacho' }).fill(String(price));
  await form.getByRole('button', { name: 'Crear regla' }).click();

  const duplicate = page
    .getByRole('alertdialog', { name: 'Ya tienes una regla con este precio' })
    .or(page.getByRole('dialog', { name: 'Ya tienes una regla con este precio' }));
  await expect(duplicate).toBeVisible();
  await duplicate.getByRole('button', { name: /Fusionar las reglas/ }).click();
  await expect(page.getByText('Reglas fusionadas correctamente')).toBeVisible();

  // One rule at that price, with the three communes.
  await expect(rules.getByRole('heading', { name: clp(price) })).toHaveCount(1);
  const communes = rules.getByRole('list', { name: `Comunas de la regla de ${clp(price)}` });
  for (const commune of ['Ñuñoa', 'Providencia', 'Viña del Mar']) {
    await expect(communes.getByText(commune, { exact: true })).toBeVisible();
  }

  // Clean up: delete it, after the confirmation.
  await rules.getByRole('button', { name: `Eliminar regla de ${clp(price)}` }).click();
  const confirm = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog', { name: 'Eliminar regla de despacho' }));
  await confirm.getByRole('button', { name: 'Eliminar regla' }).click();
  await expect(page.getByText('Regla de despacho eliminada correctamente')).toBeVisible();
  await expect(rules.getByRole('heading', { name: clp(price) })).toHaveCount(0);
});
