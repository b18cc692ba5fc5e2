import { expect, type Locator, type Page } from '@playwright/test';

/** /status as a visitor sees it. */
export class SystemStatusPage {
  readonly heading: Locator;
  readonly refreshButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Estado del Sistema', level: 1 });
    this.refreshButton = page.getByRole('button', { name: /Actualizar/ });
  }

  async open(): Promise<void> {
    await this.page.goto('/status');
    await expect(this.heading).toBeVisible();
    await expect(this.component('API')).toBeVisible({ timeout: 15_000 });
  }

  /** A component's row in the list ('Base de datos', 'Pagos', …). */
  component(name: string): Locator {
    return this.page
      .getByRole('region', { name: 'Componentes' })
      .getByRole('listitem', { name, exact: true });
  }

  incident(title: string): Locator {
    return this.page
      .getByRole('region', { name: 'Historial de incidentes' })
      .getByRole('listitem', { name: title })
      .first();
  }

  /** 'Actualizar', and wait until the load (its 1.5 s delay included) has finished. */
  async refresh(): Promise<void> {
    await this.refreshButton.click();
    await expect(this.page.getByRole('button', { name: /Actualizando/ })).toBeHidden({
      timeout: 15_000,
    });
  }
}
