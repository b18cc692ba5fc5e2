import fs from 'node:fs';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import {
  DashboardPage,
  apiToken,
  chileanDate,
  formatPesos,
  metricFromApi,
  santiagoToday,
  shiftDays,
} from '../support/pages/DashboardPage';

/** The same preset ranges the dashboard builds (ending today in Santiago). */
function lastMonth(today: string) {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  const sameDayLastMonth = new Date(Date.UTC(year, month - 2, Math.min(day, lastDay)))
    .toISOString()
    .slice(0, 10);
  return { startDate: shiftDays(sameDayLastMonth, 1), endDate: today };
}

test.describe('a merchant reviews the dashboard', () => {
  let dashboard: DashboardPage;

  test.beforeEach(async ({ page }) => {
    await signIn(page);
    dashboard = new DashboardPage(page);
    await expect(dashboard.heading()).toBeVisible();
    await expect(page.getByText('Resumen general de tu negocio')).toBeVisible();
  });

  test('the default range is the last 7 days, and the presets change the cards', async ({
    page,
  }) => {
    const token = await apiToken();
    const today = santiagoToday();
    const week = { startDate: shiftDays(today, -6), endDate: today };

    await expect(dashboard.preset('Última semana')).toHaveAttribute('aria-pressed', 'true');
    await expect(dashboard.rangeButton()).toHaveText(
      `${chileanDate(week.startDate)} – ${chileanDate(week.endDate)}`,
    );
    const weekly = await metricFromApi('revenue', week, token);
    await expect(dashboard.card('Ingresos')).toContainText(formatPesos(weekly.value));

    await dashboard.preset('Último mes').click();
    const month = lastMonth(today);
    await expect(page).toHaveURL(
      new RegExp(`startDate=${month.startDate}&endDate=${month.endDate}`),
    );
    await expect(dashboard.preset('Último mes')).toHaveAttribute('aria-pressed', 'true');
    const monthly = await metricFromApi('revenue', month, token);
    expect(monthly.value).toBeGreaterThan(weekly.value);
    await expect(dashboard.card('Ingresos')).toContainText(formatPesos(monthly.value));
    const orders = await metricFromApi('orders', month, token);
    await expect(dashboard.card('Órdenes')).toContainText(
      new Intl.NumberFormat('es-CL').format(orders.value),
    );
  });

  test('a range over one year is cut to one year with the message', async ({ page }) => {
    const today = santiagoToday();
    const start = shiftDays(today, -540);
    const editor = await dashboard.openRangeEditor();
    await editor.getByLabel('Desde').fill(start);
    await editor.getByRole('button', { name: 'Aplicar' }).click();

    await expect(page.getByText('El rango máximo permitido es de 1 año')).toBeVisible();
    const [year, month, day] = start.split('-');
    const cutEnd = `${Number(year) + 1}-${month}-${day}`;
    await expect(page).toHaveURL(new RegExp(`startDate=${start}&endDate=${cutEnd}`));
    await expect(dashboard.rangeButton()).toHaveText(
      `${chileanDate(start)} – ${chileanDate(cutEnd)}`,
    );
  });

  test('an end in the future is refused', async ({ page }) => {
    const today = santiagoToday();
    const editor = await dashboard.openRangeEditor();
    await editor.getByLabel('Hasta').fill(shiftDays(today, 1));

    await expect(editor.getByText('La fecha de término no puede ser futura')).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    // Tomorrow cannot be clicked on the calendar.
    const tomorrow = editor.locator(`[data-day="${shiftDays(today, 1)}"]`);
    if (await tomorrow.count()) await expect(tomorrow).toBeDisabled();
    await editor.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).not.toHaveURL(/endDate=/);
  });

  test("a card's tooltip compares the current and the previous period", async ({ page }) => {
    const token = await apiToken();
    const today = santiagoToday();
    const week = { startDate: shiftDays(today, -6), endDate: today };
    const previous = { startDate: shiftDays(today, -13), endDate: shiftDays(today, -7) };
    const revenue = await metricFromApi('revenue', week, token);

    await expect(dashboard.card('Ingresos')).toContainText(formatPesos(revenue.value));
    await dashboard.card('Ingresos').hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText(
      `Período actual (${chileanDate(week.startDate)} – ${chileanDate(week.endDate)})`,
    );
    await expect(tooltip).toContainText(formatPesos(revenue.value));
    await expect(tooltip).toContainText(
      `Período anterior (${chileanDate(previous.startDate)} – ${chileanDate(previous.endDate)})`,
    );
    await expect(tooltip).toContainText(formatPesos(revenue.previousValue));
    await expect(dashboard.card('Ingresos')).toContainText(`${revenue.trend.value}%`);
  });

  test('the chart tabs switch the series', async ({ page }) => {
    const evolution = dashboard.region('Evolución');
    await expect(evolution.getByRole('tab', { name: 'Ingresos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      evolution.getByRole('table', { name: 'Evolución de los ingresos' }),
    ).toBeAttached();
    await expect(evolution.locator('svg').first()).toBeVisible();

    await evolution.getByRole('tab', { name: 'Suscripciones' }).click();
    await expect(page).toHaveURL(/chart=subscriptions/);
    await expect(
      evolution.getByRole('table', { name: 'Evolución de las suscripciones nuevas' }),
    ).toBeAttached();

    await evolution.getByRole('tab', { name: 'Clientes' }).click();
    await expect(
      evolution.getByRole('table', { name: 'Evolución de los clientes nuevos' }),
    ).toBeAttached();
  });

  test("a report shows 'Generando...' and downloads a CSV whose totals match the cards", async ({
    page,
  }) => {
    await dashboard.preset('Último mes').click();
    await expect(dashboard.card('Ingresos').getByTestId('metric-revenue')).toBeVisible();
    await expect(page).toHaveURL(/startDate=/);
    // Let the card settle on the month's figures before reading them.
    const month = lastMonth(santiagoToday());
    const token = await apiToken();
    const monthly = await metricFromApi('revenue', month, token);
    await expect(dashboard.card('Ingresos')).toContainText(formatPesos(monthly.value));
    const revenueCard = await dashboard.cardNumber('Ingresos');
    const ordersCard = await dashboard.cardNumber('Órdenes');

    // The export is held until its running state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/metrics/reports/revenue/export', async (route) => {
      await held;
      await route.continue();
    });
    const report = dashboard.region('Reportes').getByRole('listitem', {
      name: 'Reporte de Ingresos',
    });
    const download = page.waitForEvent('download');
    await report.getByRole('button', { name: 'Exportar' }).click();
    await expect(report.getByRole('button', { name: 'Generando...' })).toBeDisabled();
    release();
    const file = await download;
    expect(file.suggestedFilename()).toBe(
      `reporte-ingresos_${month.startDate}_${month.endDate}.csv`,
    );
    await expect(report.getByRole('button', { name: 'Exportar' })).toBeEnabled();

    const csv = fs.readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Fecha;Órdenes creadas;Órdenes pagadas;Ingresos (CLP);Ticket promedio (CLP)',
    );
    const total = lines.at(-1)!.split(';');
    expect(total[0]).toBe('Total');
    expect(Number(total[3])).toBe(revenueCard);
    expect(Number(total[1])).toBe(ordersCard);
    expect(revenueCard).toBeGreaterThan(0);
  });

  test("'Ver todos' opens every report in 'Reportes Disponibles'", async ({ page }) => {
    const reports = dashboard.region('Reportes');
    await expect(reports.getByRole('listitem')).toHaveCount(3);
    await reports.getByRole('button', { name: 'Ver todos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reportes Disponibles' });
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    await expect(dialog.getByText('Pronóstico de Inventario')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the two lists open the products and orders pages with the exact query strings', async ({
    page,
  }) => {
    const lowStock = dashboard.region('Productos Bajo Stock');
    await expect(lowStock.getByRole('listitem').first()).toBeVisible();
    expect(await lowStock.getByRole('listitem').count()).toBeLessThanOrEqual(5);
    // The links carry the exact query strings; the page they open may then drop the values that
    // are its defaults from the address (the products page does), keeping the filter and sort.
    const seeLowStock = lowStock.getByRole('link', {
      name: 'Ver todos los productos con stock bajo',
    });
    await expect(seeLowStock).toHaveAttribute(
      'href',
      '/products?stockStatus=low-stock&sortField=stock&sortDirection=asc',
    );
    await seeLowStock.click();
    await expect(page).toHaveURL(/\/products\?stockStatus=low-stock&sortField=stock(&|$)/);

    await page.goBack();
    const deliveries = dashboard.region('Próximas Entregas');
    await expect(deliveries.getByRole('listitem').first()).toBeVisible();
    expect(await deliveries.getByRole('listitem').count()).toBeLessThanOrEqual(5);
    const seePending = deliveries.getByRole('link', { name: 'Ver todas las órdenes pendientes' });
    await expect(seePending).toHaveAttribute(
      'href',
      '/orders?status=pending&sortBy=createdAt&sortDirection=asc',
    );
    await seePending.click();
    await expect(page).toHaveURL(/\/orders\?status=pending&sortBy=createdAt/);
  });

  test("the 'Iniciar tour' button runs the dashboard tour", async ({ page }) => {
    await page.getByRole('button', { name: 'Iniciar tour' }).click();
    const step = page.getByRole('dialog', { name: 'Elige el período' });
    await expect(step).toBeVisible();
    await expect(step.getByText('Paso 1 de 7')).toBeVisible();
    await step.getByRole('button', { name: 'Siguiente' }).click();
    const second = page.getByRole('dialog', { name: 'Tus indicadores' });
    await expect(second.getByText('Paso 2 de 7')).toBeVisible();
    await second.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByText('Paso 1 de 7')).toBeVisible();
    for (let index = 1; index < 7; index += 1) {
      await page.getByRole('button', { name: 'Siguiente' }).click();
    }
    await expect(page.getByText('Paso 7 de 7')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Próximas entregas' })).toBeVisible();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByText(/Paso \d de 7/)).toBeHidden();
  });

  test('a failing metrics endpoint leaves the rest of the page working', async ({ page }) => {
    // The page arrived with its data; the browser asks again for another range.
    await page.route(/\/api\/metrics\/revenue\?/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"error":"Internal Server Error","message":"Error interno"}',
      }),
    );
    await dashboard.preset('Último mes').click();
    await expect(dashboard.card('Ingresos').getByLabel('Métrica no disponible')).toBeVisible();
    await expect(dashboard.card('Órdenes').getByTestId('metric-orders')).toBeVisible();
    await expect(dashboard.region('Evolución').locator('svg').first()).toBeVisible();
    await expect(dashboard.region('Reportes').getByRole('listitem')).toHaveCount(3);
    await expect(dashboard.region('Tu plan')).toContainText('Suscriptores activos');
    await expect(
      dashboard.region('Productos Bajo Stock').getByRole('listitem').first(),
    ).toBeVisible();
    await expect(dashboard.region('Próximas Entregas').getByRole('listitem').first()).toBeVisible();
  });
});
