import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import { USERS } from '../support/env';

// otra@tienda.cl: the journeys about demo@ rely on its seeded account. Every run saves a new
// account number, so a second run on the same database proves its own save.
test('a merchant registers the bank account that payouts go to', async ({ page }) => {
  await signIn(page, USERS.otra.email, USERS.otra.password);

  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('button', { name: 'Mi Negocio' })
    .click();
  await page.getByRole('menuitem', { name: 'Cuenta Bancaria' }).click();
  await expect(page).toHaveURL(/\/business\/bank-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta Bancaria' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Datos de la cuenta' });
  const bank = form.getByRole('combobox', { name: 'Banco' });
  const accountType = form.getByRole('combobox', { name: 'Tipo de cuenta' });
  const accountNumber = form.getByRole('textbox', { name: 'Número de cuenta' });
  const rut = form.getByRole('textbox', { name: 'RUT del titular' });
  const save = form.getByRole('button', { name: 'Guardar cambios' });
  await expect(bank).toBeVisible();

  // Bad input: no bank, no account type, a number over 12 characters, a RUT whose digit is wrong.
  await bank.selectOption({ index: 0 });
  await accountType.selectOption({ index: 0 });
  await accountNumber.fill('1234567890123');
  await rut.fill('');
  await rut.pressSequentially('12a345678-9');
  await expect(rut).toHaveValue('12.345.678-9');
  await save.click();
  await expect(form.getByText('El banco es requerido')).toBeVisible();
  await expect(form.getByText('Selecciona un tipo de cuenta válido')).toBeVisible();
  await expect(form.getByText('El número de cuenta no puede exceder 12 caracteres')).toBeVisible();
  await expect(form.getByText('RUT inválido')).toBeVisible();
  await expect(bank).toBeFocused();
  await expect(page.getByText('Cambios guardados correctamente')).toBeHidden();

  // Valid data, typed the way a merchant would.
  const number = String(Date.now()).slice(-10);
  await bank.selectOption({ label: 'Banco Santander' });
  await accountType.selectOption({ label: 'Cuenta Vista' });
  await accountNumber.fill(number);
  await rut.fill('');
  await rut.pressSequentially('123456785');
  await expect(rut).toHaveValue('12.345.678-5');
  await expect(form.getByText('El banco es requerido')).toBeHidden();
  await save.click();
  await expect(page.getByText('Cambios guardados correctamente')).toBeVisible();

  // The setup guide ticks the task (it reloads on the save).
  await expect(
    page.getByRole('complementary', { name: 'Configura tu tienda' }).getByRole('button', {
      name: 'Cuenta bancaria (completada)',
    }),
  ).toBeAttached();

  await page.reload();
  await expect(bank).toHaveValue('037');
  await expect(accountType).toHaveValue('view');
  await expect(accountNumber).toHaveValue(number);
  await expect(rut).toHaveValue('12.345.678-5');
});
