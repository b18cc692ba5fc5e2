import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import { USERS } from '../support/env';

const CSV_HEADERS = [
  'ID',
  'Número de Orden',
  'Cliente',
  'Email',
  'Estado',
  'Monto Total',
  'Fecha de Creación',
  'Método de Pago',
];

/** '$24.990' → 24990. */
const pesos = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** A day `days` before today, as the date inputs take it. */
function daysAgo(days: number): string {
  const day = new Date(Date.now() - days * 86_400_000);
  return day.toISOString().slice(0, 10);
}

// demo@tienda.cl, whose store has a year of orders in every status. Nothing is saved.
test('a merchant opens the pending orders, filters by amount and dates, and exports a selection', async ({
  page,
}) => {
  await signIn(page, USERS.demo.email, USERS.demo.password);

  // The dashboard's 'Próximas Entregas' opens the pending orders, oldest first.
  await page.getByRole('link', { name: 'Ver todas las órdenes pendientes' }).click();
  await expect(page).toHaveURL(/\/orders\?.*status=pending/);
  await expect(page).toHaveURL(/sortDirection=asc/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Órdenes' })).toBeVisible();
  const filters = page.getByRole('region', { name: 'Filtros' });
  await expect(filters.getByRole('combobox', { name: 'Estado' })).toHaveValue('pending');
  const table = page.getByRole('table', { name: 'Lista de órdenes' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const status of await rows.locator('td:nth-child(4)').allInnerTexts()) {
    expect(status).toContain('Pendiente');
  }

  // Any status, $20.000 to $40.000, the last 60 days.
  await filters
    .getByRole('combobox', { name: 'Estado' })
    .selectOption({ label: 'Todos los estados' });
  await filters.getByRole('textbox', { name: 'Monto mínimo' }).fill('50000');
  await filters.getByRole('textbox', { name: 'Monto máximo' }).fill('40000');
  await expect(page.getByText('El monto mínimo no puede ser mayor que el máximo')).toBeVisible();
  await filters.getByRole('textbox', { name: 'Monto mínimo' }).fill('20000');
  await expect(page.getByText('El monto mínimo no puede ser mayor que el máximo')).toBeHidden();
  const start = daysAgo(60);
  const end = daysAgo(0);
  // The list asks the api for every filter once the typing pauses.
  const filtered = page.waitForResponse((response) => {
    const url = response.url();
    return (
      url.includes('/api/orders?') &&
      url.includes(`startDate=${start}`) &&
      url.includes(`endDate=${end}`) &&
      url.includes('minAmount=20000') &&
      url.includes('maxAmount=40000')
    );
  });
  await filters.getByLabel('Desde').fill(start);
  await filters.getByLabel('Hasta').fill(end);
  await filtered;
  await expect(page).toHaveURL(new RegExp(`minAmount=20000`));
  await expect(page).toHaveURL(new RegExp(`maxAmount=40000`));
  await expect(page).toHaveURL(new RegExp(`startDate=${start}`));
  await expect(page).toHaveURL(new RegExp(`endDate=${end}`));
  // The list shows the previous answer while the filtered one loads ('Actualizando la lista...').
  await expect(page.getByText('Actualizando la lista...')).toHaveCount(0);
  const showing = page.getByText(/^Mostrando \d+ a \d+ de [\d.]+ órdenes$/);
  await expect(showing).toBeVisible();
  await expect(rows.first()).toBeVisible();
  const totals = (await rows.locator('td:nth-child(5)').allInnerTexts()).map((cell) =>
    pesos(cell.split('\n')[0] ?? ''),
  );
  expect(totals.length).toBeGreaterThan(0);
  for (const total of totals) {
    expect(total).toBeGreaterThanOrEqual(20_000);
    expect(total).toBeLessThanOrEqual(40_000);
  }
  const shown = await showing.innerText();

  // A reload keeps every filter.
  await page.reload();
  await expect(filters.getByRole('combobox', { name: 'Estado' })).toHaveValue('');
  await expect(filters.getByLabel('Desde')).toHaveValue(start);
  await expect(filters.getByLabel('Hasta')).toHaveValue(end);
  await expect(page.getByText(shown, { exact: true })).toBeVisible();

  // Two orders selected, exported as CSV.
  const numbers = (await rows.locator('td:nth-child(2)').allInnerTexts())
    .slice(0, 2)
    .map((cell) => cell.split('\n')[0]!.replace('#', '').trim());
  for (const number of numbers) {
    // The box is drawn by its label (the input itself is visually hidden): a click on it.
    const box = table.getByRole('checkbox', { name: `Seleccionar orden #${number}` });
    await box.locator('xpath=ancestor::label[1]').click();
    await expect(box).toBeChecked();
  }
  const bulk = page.getByRole('region', { name: 'Acciones en lote' });
  await expect(bulk.getByText('2 órdenes seleccionadas')).toBeVisible();
  const download = page.waitForEvent('download');
  await bulk.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ordenes-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]!.split(';')).toEqual(CSV_HEADERS);
  expect(lines).toHaveLength(3);
  expect(lines.slice(1).map((line) => line.split(';')[1])).toEqual(numbers);
});
