import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import { USERS } from '../support/env';

const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];

/** '$24.990' → 24990; a blank cell → 0. */
const pesos = (text: string) => Number(text.replace(/[^\d]/g, '') || 0);

/** 'Octubre 2026' of a 'YYYY-MM'. */
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

/** The current month in Santiago and the one before, 'YYYY-MM'. */
function months(): { current: string; previous: string } {
  const current = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .slice(0, 7);
  const [year, month] = current.split('-').map(Number) as [number, number];
  const before = new Date(Date.UTC(year, month - 2, 1));
  const previous = `${before.getUTCFullYear()}-${String(before.getUTCMonth() + 1).padStart(2, '0')}`;
  return { current, previous };
}

async function openBusinessMenuItem(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('button', { name: 'Mi Negocio' })
    .click();
  await page.getByRole('menuitem', { name }).click();
}

/** A total of the statement's summary ('Abonos', 'Cargos', 'Saldo'), in pesos. */
async function total(summary: Locator, label: string): Promise<number> {
  const text = await summary
    .locator('dl')
    .filter({ hasText: label })
    .locator('dd')
    .first()
    .innerText();
  return pesos(text);
}

/** The sum of a column of the statement's table ('Cargo' is the 4th, 'Abono' the 5th). */
async function columnSum(table: Locator, index: number): Promise<number> {
  const cells = await table.locator(`tbody tr td:nth-child(${index})`).allInnerTexts();
  return cells.reduce((sum, text) => sum + pesos(text), 0);
}

// demo@tienda.cl, whose store has a year of statements and invoices. Nothing is saved.
test('a merchant walks the statements by month and day, and downloads an invoice', async ({
  page,
}) => {
  const { current, previous } = months();
  await signIn(page, USERS.demo.email, USERS.demo.password);

  // ── The sales statement: this month, never the next ────────────────────────────────
  await openBusinessMenuItem(page, 'Estado de Cuenta de Ventas');
  await expect(page).toHaveURL(/\/business\/account-statement\/sales$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cartola de Ventas' })).toBeVisible();
  const filters = page.getByRole('region', { name: 'Filtros de la cartola' });
  const summary = page.getByRole('region', { name: 'Resumen' });
  const table = page.getByRole('table', { name: 'Movimientos' });
  const next = filters.getByRole('button', { name: 'Mes siguiente' });
  const previousMonth = filters.getByRole('button', { name: 'Mes anterior' });
  await expect(filters.getByText(monthLabel(current), { exact: true })).toBeVisible();
  await expect(summary).toBeVisible();
  await expect(next).toBeDisabled();

  // ── Back a month, and forward again ────────────────────────────────────────────────
  await previousMonth.click();
  await expect(page).toHaveURL(new RegExp(`\\?month=${previous}$`));
  await expect(filters.getByText(monthLabel(previous), { exact: true })).toBeVisible();
  await expect(table).toBeVisible();
  await expect(next).toBeEnabled();
  const monthCredits = await total(summary, 'Abonos');
  expect(monthCredits).toBeGreaterThan(0);
  await next.click();
  await expect(filters.getByText(monthLabel(current), { exact: true })).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(page).toHaveURL(/\/business\/account-statement\/sales$/);
  await page.goBack();
  await expect(filters.getByText(monthLabel(previous), { exact: true })).toBeVisible();
  await expect(table).toBeVisible();

  // ── One day: its movements only, and the totals are theirs ─────────────────────────
  const day = filters.getByRole('combobox', { name: 'Día' });
  const firstDayWithData = await day.locator('option:not([disabled])').nth(1).getAttribute('value');
  expect(firstDayWithData).toBeTruthy();
  await day.selectOption(firstDayWithData!);
  await expect(page).toHaveURL(new RegExp(`month=${previous}&day=${firstDayWithData}$`));
  await page.getByRole('combobox', { name: 'Resultados por página' }).selectOption('100');
  await expect(page).toHaveURL(/perPage=100/);
  await expect.poll(() => total(summary, 'Abonos')).toBeLessThan(monthCredits);
  await expect(page.getByText(/^Mostrando 1–\d+ de \d+$/)).toBeVisible();
  // The summary is the day's from here on; the table may still be showing the page of 25
  // rows it had before the page size changed, so its sums are awaited.
  const dayCredits = await total(summary, 'Abonos');
  const dayDebits = await total(summary, 'Cargos');
  await expect.poll(() => columnSum(table, 5)).toBe(dayCredits);
  await expect.poll(() => columnSum(table, 4)).toBe(dayDebits);

  // Only the expenses of that day: no credit left, the debits as before.
  await filters.getByRole('combobox', { name: 'Tipo de movimiento' }).selectOption('expense');
  await expect.poll(() => total(summary, 'Abonos')).toBe(0);
  expect(await total(summary, 'Cargos')).toBe(dayDebits);

  // A reload shows the same view.
  await page.reload();
  await expect(day).toHaveValue(firstDayWithData!);
  await expect(filters.getByRole('combobox', { name: 'Tipo de movimiento' })).toHaveValue(
    'expense',
  );
  await expect(filters.getByText(monthLabel(previous), { exact: true })).toBeVisible();
  await expect(summary).toBeVisible();
  expect(await total(summary, 'Cargos')).toBe(dayDebits);

  // ── The commission statement: a month's movements are all on its first day ────────
  await openBusinessMenuItem(page, 'Estado de Cuenta de Comisiones');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cartola de Comisiones' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/business\/account-statement\/commission$/);
  await previousMonth.click();
  await expect(table).toBeVisible();
  await expect(day.getByRole('option', { name: '2 (sin datos)', exact: true })).toBeDisabled();
  await expect(day.getByRole('option', { name: '1', exact: true })).toBeEnabled();

  // ── Invoices: a pending one has no download, a billed one is a real PDF ───────────
  await openBusinessMenuItem(page, 'Facturas');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas Recibidas' })).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Historial de facturas' });
  const rows = invoices.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const pending = rows.filter({ hasText: 'Pendiente' });
  await expect(pending).toHaveCount(1);
  await expect(pending.getByText('No disponible')).toBeVisible();
  await expect(pending.getByRole('button')).toHaveCount(0);

  const billed = rows.filter({ hasText: 'Facturada' }).first();
  const number = Number((await billed.locator('td').nth(0).innerText()).replace(/^F-0*/, ''));
  const [monthName, year] = (await billed.locator('td').nth(1).innerText()).split(' ');
  const period = `${year}-${String(MONTHS.indexOf(monthName!) + 1).padStart(2, '0')}`;
  const download = page.waitForEvent('download');
  await billed.getByRole('button', { name: /^Descargar/ }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`factura-${period}-${number}.pdf`);
  const pdf = await readFile((await saved.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
