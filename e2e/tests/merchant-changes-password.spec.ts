import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { LoginModal } from '../support/pages/LoginModal';
import { registerNewMerchant } from '../support/registration';

// A store registered by this run (the demo users keep 'Demo1234!' for every other journey): the
// merchant renames themself, changes their password from 'Mi Cuenta', and signs in again.

const NEW_PASSWORD = 'Cordillera#2026';

const userMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: `${name}, menú de usuario` });

test('a merchant renames themself and changes the password, then signs in with the new one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const merchant = await registerNewMerchant(page, 'clave');
  await page.mouse.move(0, 0);
  const tourStep = page.getByRole('dialog').filter({ hasText: /Paso 1 de \d+/ });
  await expect(tourStep).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tourStep).toBeHidden();

  await test.step('opens Mi Cuenta from the user menu', async () => {
    await userMenu(page, 'Javiera Pizarro').click();
    await page.getByRole('menuitem', { name: 'Mi Cuenta' }).click();
    await expect(page).toHaveURL(/\/profile\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Cuenta' })).toBeVisible();
  });

  await test.step('renames themself: the user menu follows at once, and after a reload', async () => {
    const personal = page.getByRole('form', { name: 'Información personal' });
    await expect(personal.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
      merchant.email,
    );
    await expect(personal.getByRole('textbox', { name: 'Correo electrónico' })).not.toBeEditable();
    await personal.getByRole('textbox', { name: 'Nombre' }).fill('Javiera Andrea');
    await personal.getByRole('button', { name: 'Guardar cambios' }).click();
    const saved = page.getByText('Información personal guardada correctamente');
    await expect(saved).toBeVisible();
    await expect(userMenu(page, 'Javiera Andrea Pizarro')).toBeVisible();
    // The banner leaves by itself (3 s).
    await expect(saved).toBeHidden({ timeout: 6_000 });

    await page.reload();
    await expect(userMenu(page, 'Javiera Andrea Pizarro')).toBeVisible();
    await expect(personal.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Javiera Andrea');
    // 'Mi Plan' (mfe-commerce's widget) links to the plans.
    const plans = page
      .getByRole('region', { name: 'Mi Plan' })
      .getByRole('link', { name: 'Ver planes' });
    await expect(plans).toHaveAttribute('href', '/pricing');
    await expect(page.locator('.chakra-spinner')).toHaveCount(0);
    await expectNoAxeViolations(page, '/profile/account');
  });

  await test.step('changes the password: a wrong current one and a weak new one are refused', async () => {
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    const current = dialog.getByLabel(/^Contraseña actual/);
    const next = dialog.getByLabel(/^Nueva contraseña/);
    const confirmation = dialog.getByLabel(/^Confirmar nueva contraseña/);
    const submit = dialog.getByRole('button', { name: 'Cambiar contraseña' });
    await expect(current).toBeFocused();
    await expectNoAxeViolations(page, 'the change-password dialog');

    // Weak: 8 characters, only lower case and length (2 of 5).
    await current.fill(merchant.password);
    await next.fill('cordillera');
    await confirmation.fill('cordillera');
    await expect(dialog.getByText('Media', { exact: true })).toBeVisible();
    // 'Cambiar contraseña' looks disabled (aria-disabled) yet answers a click, to say what is wrong.
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await submit.click({ force: true });
    await expect(
      dialog.getByText('La contraseña no cumple con los requisitos mínimos de seguridad'),
    ).toBeVisible();
    await expect(next).toBeFocused();

    // Strong enough, but the current password is wrong: the api's message.
    await current.fill('NoEsLaMia#2026');
    await next.fill(NEW_PASSWORD);
    await expect(dialog.getByText('Fuerte', { exact: true })).toBeVisible();
    await confirmation.fill(NEW_PASSWORD);
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('La contraseña actual es incorrecta');

    await current.fill(merchant.password);
    await submit.click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Tu contraseña fue actualizada correctamente',
    );
    // It closes by itself 2 seconds later, and the focus is back on its button.
    await expect(dialog).toBeHidden({ timeout: 5_000 });
    await expect(page.getByRole('button', { name: 'Cambiar contraseña' })).toBeFocused();
  });

  await test.step('signs out; the old password is refused, the new one signs in', async () => {
    await userMenu(page, 'Javiera Andrea Pizarro').click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/$/);

    const modal = new LoginModal(page);
    await modal.open();
    await modal.fill(merchant.email, merchant.password);
    await modal.submit();
    await expect(modal.dialog.getByText('Usuario o contraseña incorrectos')).toBeVisible();

    await modal.fill(merchant.email, NEW_PASSWORD);
    await modal.submit();
    await expect(modal.dialog).toBeHidden({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(userMenu(page, 'Javiera Andrea Pizarro')).toBeVisible();
  });
});
