import { expect, type Locator, type Page } from '@playwright/test';
import { API_URL, USERS } from '../env';

/** The merchant's '/dashboard' (mfe-dashboard) as a user sees it. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { name: 'Panel de Control', level: 1 });
  }

  card(name: string): Locator {
    return this.page.getByRole('group', { name, exact: true });
  }

  /** The value printed on a metric card, as a number ('$2.637.800' → 2637800, '0,6%' → 0.6). */
  async cardNumber(name: string): Promise<number> {
    const text =
      (await this.card(name)
        .getByTestId(/^metric-/)
        .textContent()) ?? '';
    return Number(text.replace(/[$.%\s]/g, '').replace(',', '.'));
  }

  preset(name: 'Última semana' | 'Último mes' | 'Último año'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  rangeButton(): Locator {
    return this.page.getByRole('button', { name: /cambiar el rango de fechas$/ });
  }

  async openRangeEditor(): Promise<Locator> {
    await this.rangeButton().click();
    const editor = this.page.getByRole('dialog', { name: 'Elige el rango de fechas' });
    await expect(editor).toBeVisible();
    return editor;
  }

  region(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The range in the URL (set once the merchant changes it). */
  rangeInUrl(): { startDate: string | null; endDate: string | null } {
    const url = new URL(this.page.url());
    return {
      startDate: url.searchParams.get('startDate'),
      endDate: url.searchParams.get('endDate'),
    };
  }
}

/** A bearer token for the api, the way the login modal gets one (password grant). */
export async function apiToken(email: string = USERS.demo.email): Promise<string> {
  const response = await fetch(`${API_URL}/oidc/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'platform-web',
      username: email,
      password: USERS.demo.password,
      scope: 'openid',
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** What the api answers for a metric and range (the figures the cards must show). */
export async function metricFromApi(
  code: string,
  range: { startDate: string; endDate: string },
  token: string,
): Promise<{ value: number; previousValue: number; trend: { direction: string; value: number } }> {
  const response = await fetch(
    `${API_URL}/api/metrics/${code}?type=current-period&startDate=${range.startDate}&endDate=${range.endDate}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as never;
}

/** Calendar-day helpers in Santiago, as the dashboard counts days. */
export function santiagoToday(): string {
  return new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Santiago' });
}

export function shiftDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** dd-MM-yyyy, as es-CL prints a day. */
export function chileanDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

const clp = new Intl.NumberFormat('es-CL', {
  style: 'currency',
  currency: 'CLP',
  maximumFractionDigits: 0,
});
export const formatPesos = (value: number) => clp.format(value);
