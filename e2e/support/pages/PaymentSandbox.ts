import { expect, type Page } from '@playwright/test';

/** The payment provider's page (the api's sandbox): the card form of a redirect card flow. */
export class PaymentSandbox {
  constructor(private readonly page: Page) {}

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/sandbox\/webpay$/);
    await expect(this.page.getByRole('heading', { name: 'Pago con tarjeta' })).toBeVisible();
  }

  async payWith(cardNumber: string): Promise<void> {
    await this.page.getByLabel('Número de tarjeta').fill(cardNumber);
    await this.page.getByLabel('Vencimiento').fill('12/30');
    await this.page.getByLabel('CVV').fill('123');
    await this.page.getByRole('button', { name: 'Pagar', exact: true }).click();
  }
}
