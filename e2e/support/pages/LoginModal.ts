import { expect, type Locator, type Page } from '@playwright/test';

/** The shell's sign-in dialog ('Iniciar Sesión' in the top bar). */
export class LoginModal {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async open(): Promise<void> {
    await this.page
      .getByRole('button', { name: 'Iniciar Sesión' })
      .or(this.page.getByRole('link', { name: 'Iniciar Sesión' }))
      .first()
      .click();
    await expect(this.dialog).toBeVisible();
  }

  async fill(email: string, password: string): Promise<void> {
    await this.dialog.getByLabel('Correo electrónico').fill(email);
    await this.dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  }

  async submit(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Ingresar' }).click();
  }
}
