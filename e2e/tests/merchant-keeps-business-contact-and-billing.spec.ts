import { expect, test, type Locator, type Page } from '../support/fixtures';
import { signIn } from '../support/auth';
import { USERS } from '../support/env';

// otra@tienda.cl: the journeys about demo@ rely on its seeded data. Every run saves the same
// values (emptying the lists first), so a second run on the same database proves its own save.

async function openFromMenu(page: Page, item: string) {
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('button', { name: 'Mi Negocio' })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Removes every entry of a list with its own 'Quitar …' buttons. */
async function emptyList(section: Locator, removeName: RegExp) {
  const remove = section.getByRole('button', { name: removeName });
  const count = await remove.count();
  for (let left = count; left > 0; left -= 1) {
    await remove.first().click();
    await expect(remove).toHaveCount(left - 1);
  }
}

/**
 * The setup guide floats over the right edge of the page: the merchant keeps it folded while
 * editing and unfolds it to see the task ticked (it reloads on each save).
 */
async function foldGuide(page: Page) {
  await page.getByRole('button', { name: 'Minimizar guía' }).click();
  await expect(page.getByRole('button', { name: 'Mostrar guía' })).toBeVisible();
}

async function expectTaskDone(page: Page, task: string) {
  await page.getByRole('button', { name: 'Mostrar guía' }).click();
  await expect(
    page
      .getByRole('complementary', { name: 'Configura tu tienda' })
      .getByRole('button', { name: `${task} (completada)` }),
  ).toBeVisible();
  await foldGuide(page);
}

test('a merchant keeps the business contact and the billing data', async ({ page }) => {
  await signIn(page, USERS.otra.email, USERS.otra.password);

  // ── Contact ────────────────────────────────────────────────────────────────────────────
  await openFromMenu(page, 'Datos de Contacto');
  await expect(page).toHaveURL(/\/business\/contact$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Información de Contacto' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');

  const contact = page.getByRole('form', { name: 'Información de Contacto' });
  const hours = contact.getByRole('region', { name: 'Horarios de atención' });
  const phones = contact.getByRole('region', { name: 'Teléfonos' });
  const emails = contact.getByRole('region', { name: 'Correos electrónicos' });
  const newPhone = phones.getByRole('textbox', { name: 'Nuevo teléfono' });
  const newEmail = emails.getByRole('textbox', { name: 'Nuevo correo' });
  const saveContact = contact.getByRole('button', { name: 'Guardar cambios' });
  await expect(newPhone).toBeVisible();
  await foldGuide(page);

  await emptyList(hours, /^Quitar horario/);
  await emptyList(phones, /^Quitar teléfono/);
  await emptyList(emails, /^Quitar correo/);

  // Bad input is refused where it is typed.
  await hours.getByRole('combobox', { name: 'Días' }).selectOption('Lunes a Viernes');
  await hours.getByRole('button', { name: 'Agregar horario' }).click();
  await expect(hours.getByText('Ingresa la hora de inicio')).toBeVisible();
  await newPhone.fill('12-34');
  await phones.getByRole('button', { name: 'Agregar teléfono' }).click();
  await expect(
    phones.getByText('Ingresa un teléfono válido: + opcional y entre 6 y 15 dígitos'),
  ).toBeVisible();
  await newEmail.fill('ventas@huerta');
  await newEmail.press('Enter');
  await expect(emails.getByText('Ingresa un correo electrónico válido')).toBeVisible();

  // Valid entries: the first phone and e-mail added become the defaults.
  await hours.getByLabel('Desde').fill('08:30');
  await hours.getByLabel('Hasta').fill('17:30');
  await hours.getByRole('button', { name: 'Agregar horario' }).click();
  await hours.getByRole('combobox', { name: 'Días' }).selectOption('Sábado');
  await hours.getByLabel('Desde').fill('09:00');
  await hours.getByLabel('Hasta').fill('13:00');
  await hours.getByRole('button', { name: 'Agregar horario' }).click();
  await newPhone.fill('+56 9 3456 7812');
  await newPhone.press('Enter');
  await newPhone.fill('+56322123456');
  await newPhone.press('Enter');
  await newEmail.fill('ventas@huertaverde.cl');
  await newEmail.press('Enter');
  await newEmail.fill('contacto@huertaverde.cl');
  await newEmail.press('Enter');
  await emails
    .getByRole('button', { name: 'Hacer predeterminado: contacto@huertaverde.cl' })
    .click();
  await contact
    .getByRole('textbox', { name: 'Dirección del negocio' })
    .fill('Av. Libertad 1045, Viña del Mar');
  await contact
    .getByRole('textbox', { name: 'Instagram' })
    .fill('https://www.instagram.com/huertaverde.cl');
  await contact.getByRole('textbox', { name: 'Facebook' }).fill('');

  // A phone typed but not added is pointed out before saving.
  await newPhone.fill('+56911112222');
  await saveContact.click();
  const forgotten = page.getByRole('alertdialog', { name: 'Parece que has olvidado agregar:' });
  await expect(forgotten.getByText('Teléfono: +56911112222')).toBeVisible();
  await forgotten.getByRole('button', { name: 'Volver y revisar' }).click();
  await expect(forgotten).toBeHidden();
  await newPhone.fill('');

  await saveContact.click();
  await expect(page.getByText('Información de contacto guardada correctamente')).toBeVisible();
  await expectTaskDone(page, 'Datos de contacto');

  await page.reload();
  await expect(hours.getByRole('listitem')).toHaveText([
    'Lunes a Viernes 08:30 - 17:30',
    'Sábado 09:00 - 13:00',
  ]);
  await expect(phones.getByRole('listitem')).toHaveText([
    /^\+56934567812\s*Predeterminado/,
    /^\+56322123456\s*Hacer predeterminado/,
  ]);
  await expect(emails.getByRole('listitem')).toHaveText([
    /^ventas@huertaverde\.cl\s*Hacer predeterminado/,
    /^contacto@huertaverde\.cl\s*Predeterminado/,
  ]);
  await expect(contact.getByRole('textbox', { name: 'Instagram' })).toHaveValue(
    'https://www.instagram.com/huertaverde.cl',
  );

  // ── Billing ────────────────────────────────────────────────────────────────────────────
  await openFromMenu(page, 'Datos de Facturación');
  await expect(page).toHaveURL(/\/business\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de Facturación' })).toBeVisible();

  const billing = page.getByRole('form', { name: 'Datos de Facturación' });
  const field = (name: string) => billing.getByRole('textbox', { name });
  const region = billing.getByRole('combobox', { name: 'Región' });
  const rut = field('RUT');
  const saveBilling = billing.getByRole('button', { name: 'Guardar cambios' });
  await expect(rut).toBeVisible();

  // Bad input: blanks, a RUT whose check digit is wrong, an e-mail and a phone that are not.
  for (const name of ['Razón social', 'Giro', 'Dirección', 'Ciudad', 'Código postal']) {
    await field(name).fill('');
  }
  await region.selectOption({ index: 0 });
  await rut.fill('');
  await rut.pressSequentially('76a1234561');
  await expect(rut).toHaveValue('76.123.456-1');
  await field('Email de facturación').fill('facturas@');
  await field('Teléfono de facturación').fill('12345');
  await saveBilling.click();
  for (const message of [
    'El nombre es requerido',
    'RUT inválido',
    'El giro es requerido',
    'La dirección es requerida',
    'La región es requerida',
    'El código postal es requerido',
    'Email inválido',
    'Teléfono inválido',
  ]) {
    await expect(billing.getByText(message)).toBeVisible();
  }
  await expect(page.getByText('Datos de facturación guardados correctamente')).toBeHidden();

  // Valid data.
  await field('Razón social').fill('Huerta Verde SpA');
  await rut.fill('');
  await rut.pressSequentially('761234560');
  await expect(rut).toHaveValue('76.123.456-0');
  await field('Giro').fill('Venta al por menor de frutas y verduras');
  await field('Dirección').fill('Av. Libertad 1045');
  await field('Ciudad').fill('Viña del Mar');
  await region.selectOption('Región de Valparaíso');
  await field('Código postal').fill('2520000');
  await field('Email de facturación').fill('facturas@huertaverde.cl');
  await field('Teléfono de facturación').fill('+56934567812');
  await saveBilling.click();
  await expect(page.getByText('Datos de facturación guardados correctamente')).toBeVisible();
  await expectTaskDone(page, 'Datos de facturación');

  await page.reload();
  await expect(field('Razón social')).toHaveValue('Huerta Verde SpA');
  await expect(rut).toHaveValue('76.123.456-0');
  await expect(field('Giro')).toHaveValue('Venta al por menor de frutas y verduras');
  await expect(field('Dirección')).toHaveValue('Av. Libertad 1045');
  await expect(field('Ciudad')).toHaveValue('Viña del Mar');
  await expect(region).toHaveValue('Región de Valparaíso');
  await expect(field('Código postal')).toHaveValue('2520000');
  await expect(field('Email de facturación')).toHaveValue('facturas@huertaverde.cl');
  await expect(field('Teléfono de facturación')).toHaveValue('+56934567812');
});
