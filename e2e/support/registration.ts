// A new merchant, registered the way a visitor does it.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { extractCode, waitForEmail } from './outbox';

const PASSWORD = 'Segura#2026';

/**
 * A merchant who has never seen the tour nor set up their store: registers a new store through /register and the
 * e-mailed code (a new address on every run), and lands on their dashboard. Returns how they sign
 * in (their name is Javiera Pizarro).
 */
export async function registerNewMerchant(
  page: Page,
  label: string,
): Promise<{ email: string; password: string }> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `${label}-${stamp}@registro.cl`;
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Nombre de la tienda' }).fill(`tienda ${label} ${stamp}`);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Javiera');
  await page.getByRole('textbox', { name: 'Apellido' }).fill('Pizarro');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  const sentAt = new Date();
  await page.getByRole('button', { name: 'Crear mi tienda' }).click();
  const message = await waitForEmail(
    email,
    (candidate) => /código de verificación/.test(candidate.subject),
    { since: sentAt },
  );
  await page.getByRole('textbox', { name: 'Código de verificación' }).fill(extractCode(message));
  await page.getByRole('button', { name: 'Verificar y entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, password: PASSWORD };
}
