import { expect, type Page } from '@playwright/test';
import { USERS } from './env';
import { LoginModal } from './pages/LoginModal';

/**
 * Signs in the way a merchant does: open '/' , 'Iniciar Sesión', fill the modal, 'Ingresar'.
 * Waits until the dialog has closed (a wrong password keeps it open with an error, and the
 * caller's next assertion will say so).
 */
export async function signInWithModal(
  page: Page,
  email: string = USERS.demo.email,
  password: string = USERS.demo.password,
  { expectSuccess = true }: { expectSuccess?: boolean } = {},
): Promise<void> {
  await page.goto('/');
  const modal = new LoginModal(page);
  await modal.open();
  await modal.fill(email, password);
  await modal.submit();
  if (expectSuccess) await expect(modal.dialog).toBeHidden({ timeout: 20_000 });
}
