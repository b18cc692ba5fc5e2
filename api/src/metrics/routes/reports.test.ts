import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import Papa from 'papaparse';

import { TEST_PUBLIC_URL, type TestApp, openTestApp } from '../../testing/test-app.ts';
import {
  DEMO_EMAIL,
  NEW_EMAIL,
  OTHER_EMAIL,
  bearer,
  getAccessToken,
} from '../../testing/tokens.ts';
import { daysBefore, localDay } from '../../testing/days.ts';

interface ExportAnswer {
  status: 'success';
  data: { fileUrl: string; fileName: string; expiresAt: string };
}

describe('dashboard reports', () => {
  let testApp: TestApp;
  let demo: { authorization: string };
  let demoStoreId: string;
  let today: string;
  let startDate: string;

  before(async () => {
    ({ testApp, demo } = await openTestApp());
    const { rows } = await testApp.db.query<{ id: string; last: Date }>(
      `select s.id::text as id, (select max(created_at) from orders o where o.store_id = s.id) as last
       from stores s join users u on u.id = s.owner_user_id where u.email = $1`,
      [DEMO_EMAIL],
    );
    demoStoreId = rows[0]!.id;
    today = localDay(rows[0]!.last);
    startDate = daysBefore(today, 29);
  });
  after(() => testApp.close());

  const get = (url: string, headers = demo) => testApp.app.inject({ url, headers });
  const metricValue = async (code: string, from = startDate, to = today) =>
    (
      (await get(`/api/metrics/${code}?startDate=${from}&endDate=${to}`)).json() as {
        value: number;
      }
    ).value;

  async function exportReport(id: string, body: unknown = { startDate, endDate: today }) {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/metrics/reports/${id}/export`,
      headers: demo,
      payload: body as object,
    });
  }

  /** Exports and downloads a report the way the browser does; returns the parsed CSV. */
  async function download(id: string, from = startDate, to = today) {
    const response = await exportReport(id, { startDate: from, endDate: to });
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json() as ExportAnswer;
    assert.equal(answer.status, 'success');
    const url = new URL(answer.data.fileUrl);
    assert.equal(url.origin, TEST_PUBLIC_URL);
    // As the dashboard's apiClient.getBlob fetches it: with the user's bearer token.
    const file = await testApp.app.inject({ url: `${url.pathname}${url.search}`, headers: demo });
    assert.equal(file.statusCode, 200);
    assert.match(String(file.headers['content-type']), /^text\/csv/);
    assert.match(
      String(file.headers['content-disposition']),
      new RegExp(`attachment; filename="${answer.data.fileName}"`),
    );
    assert.equal(file.headers['cache-control'], 'private, no-store');
    assert.ok(file.body.startsWith('\uFEFF'), 'a BOM so Excel reads UTF-8');
    const parsed = Papa.parse<string[]>(file.body.slice(1).trim(), { delimiter: ';' });
    assert.deepEqual(parsed.errors, []);
    const [header, ...rows] = parsed.data;
    return { answer, url, header: header ?? [], rows };
  }

  const column = (header: string[], name: string) => {
    const index = header.indexOf(name);
    assert.ok(index >= 0, `column ${name}`);
    return index;
  };

  it('lists the four configured reports with Spanish titles and an icon', async () => {
    const response = await get('/api/metrics/reports');
    assert.equal(response.statusCode, 200);
    const { reports } = response.json() as {
      reports: Array<{ id: string; title: string; description: string; icon: string }>;
    };
    assert.deepEqual(
      reports.map((report) => report.id),
      ['revenue', 'clients', 'subscriptions', 'forecast'],
    );
    for (const report of reports) {
      assert.ok(report.title && report.description && report.icon, report.id);
    }
    assert.equal(reports[0]?.title, 'Reporte de Ingresos');
  });

  it('exports the revenue CSV whose totals are the cards of the same range', async () => {
    const { answer, header, rows } = await download('revenue');
    assert.equal(answer.data.fileName, `reporte-ingresos_${startDate}_${today}.csv`);
    assert.deepEqual(header, [
      'Fecha',
      'Órdenes creadas',
      'Órdenes pagadas',
      'Ingresos (CLP)',
      'Ticket promedio (CLP)',
    ]);
    assert.equal(rows.length, 31, '30 days and the total');
    assert.equal(rows[0]?.[0], startDate);
    const total = rows.at(-1)!;
    assert.equal(total[0], 'Total');
    assert.equal(Number(total[1]), await metricValue('orders'));
    assert.equal(Number(total[3]), await metricValue('revenue'));
    assert.equal(Number(total[4]), await metricValue('average-ticket'));
    const days = rows.slice(0, -1);
    assert.equal(
      days.reduce((sum, row) => sum + Number(row[3]), 0),
      Number(total[3]),
      'the days add up to the total',
    );
    assert.ok(Number(total[3]) > 0);
  });

  it('exports subscriptions and clients that agree with their cards', async () => {
    const subscriptions = await download('subscriptions');
    const total = subscriptions.rows.at(-1)!;
    assert.equal(total[0], 'Total');
    assert.equal(
      Number(total[column(subscriptions.header, 'Suscripciones nuevas')]),
      await metricValue('new-subscriptions'),
    );
    assert.equal(
      Number(total[column(subscriptions.header, 'Suscripciones activas al cierre')]),
      await metricValue('active-subscriptions'),
    );

    const clients = await download('clients', daysBefore(today, 89), today);
    assert.equal(clients.rows.length, await metricValue('new-clients', daysBefore(today, 89)));
    const emails = clients.rows.map((row) => row[column(clients.header, 'Correo electrónico')]);
    const { rows } = await testApp.db.query<{ email: string }>(
      `select email from clients where store_id = $1
       and created_at >= (($2::date)::timestamp at time zone 'America/Santiago')
       order by created_at, id`,
      [demoStoreId, daysBefore(today, 89)],
    );
    assert.deepEqual(
      emails,
      rows.map((row) => row.email),
    );
    for (const row of clients.rows) {
      assert.ok(
        ['Activo', 'Inactivo', 'Pendiente'].includes(row[column(clients.header, 'Estado')]!),
      );
    }
  });

  it('forecasts inventory from the units sold in the range', async () => {
    const { header, rows } = await download('forecast');
    const { rows: products } = await testApp.db.query<{
      sku: string;
      stock: number;
      minStock: number;
    }>(
      `select sku, stock, min_stock as "minStock" from products where store_id = $1 and status <> 'archived'`,
      [demoStoreId],
    );
    assert.equal(rows.length, products.length);
    const { rows: sold } = await testApp.db.query<{ sku: string; units: number }>(
      `select p.sku, sum(i.quantity) as units from orders o
       join order_items i on i.store_id = o.store_id and i.order_id = o.id
       join products p on p.store_id = i.store_id and p.id = i.product_id
       where o.store_id = $1 and o.status <> 'cancelled'
         and o.paid_at >= (($2::date)::timestamp at time zone 'America/Santiago')
         and o.paid_at < ((($3::date) + 1)::timestamp at time zone 'America/Santiago')
       group by p.sku order by units desc limit 1`,
      [demoStoreId, startDate, today],
    );
    const best = sold[0];
    assert.ok(best, 'some product sold in the range');
    const row = rows.find((candidate) => candidate[column(header, 'SKU')] === best.sku)!;
    assert.equal(
      Number(row[column(header, 'Unidades vendidas en el período')]),
      Number(best.units),
    );
    const daily = Number(best.units) / 30;
    const stock = Number(row[column(header, 'Stock actual')]);
    assert.equal(
      Number(row[column(header, 'Venta diaria promedio')]),
      Math.round(daily * 100) / 100,
    );
    assert.equal(Number(row[column(header, 'Días de cobertura')]), Math.floor(stock / daily));
    for (const product of products) {
      const line = rows.find((candidate) => candidate[column(header, 'SKU')] === product.sku)!;
      assert.equal(
        line[column(header, 'Estado')],
        product.stock <= product.minStock ? 'Stock bajo' : 'Normal',
      );
    }
  });

  it('answers the same table as JSON on GET /api/metrics/reports/:id', async () => {
    const csv = await download('revenue');
    const response = await get(
      `/api/metrics/reports/revenue?startDate=${startDate}&endDate=${today}`,
    );
    assert.equal(response.statusCode, 200);
    const body = response.json() as {
      report: { id: string };
      columns: string[];
      rows: unknown[][];
    };
    assert.equal(body.report.id, 'revenue');
    assert.deepEqual(body.columns, csv.header);
    assert.deepEqual(
      body.rows.map((row) => row.map(String)),
      csv.rows,
    );
  });

  it('refuses formulas in the CSV (CSV injection)', async () => {
    await testApp.db.query(
      `insert into clients (store_id, first_name, last_name, email, created_at)
       values ($1, '=HYPERLINK("http://malo.cl")', '+Pérez', 'formula@ejemplo.cl', now())`,
      [demoStoreId],
    );
    const realToday = localDay(new Date());
    const { header, rows } = await download('clients', realToday, realToday);
    const row = rows.find(
      (line) => line[column(header, 'Correo electrónico')] === 'formula@ejemplo.cl',
    )!;
    assert.equal(row[column(header, 'Nombre')], `'=HYPERLINK("http://malo.cl")`);
    assert.equal(row[column(header, 'Apellido')], "'+Pérez");
  });

  it('serves a file only with its token and until it expires', async () => {
    const { url } = await download('revenue');
    const id = url.pathname.split('/').at(-1)!;
    const wrong = await get(`${url.pathname}?token=otro`);
    assert.equal(wrong.statusCode, 404);
    const without = await get(url.pathname);
    assert.equal(without.statusCode, 404);
    const badId = await get(`/downloads/reports/no-es-un-id${url.search}`);
    assert.equal(badId.statusCode, 404);
    await testApp.db.query(
      `update report_exports set expires_at = now() - interval '1 second' where id = $1`,
      [id],
    );
    const expired = await get(`${url.pathname}${url.search}`);
    assert.equal(expired.statusCode, 404);
    assert.equal(expired.json().message, 'El archivo no existe o expiró');
  });

  it("downloads a file only with the bearer token of the store's user: a leaked link alone is not enough", async () => {
    const { url } = await download('revenue');
    const link = `${url.pathname}${url.search}`;
    const anonymous = await testApp.app.inject({ url: link });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().message, 'Falta el token de acceso');
    assert.doesNotMatch(anonymous.body, /Total/);
    const forged = await testApp.app.inject({
      url: link,
      headers: { authorization: 'Bearer no-es-un-token' },
    });
    assert.equal(forged.statusCode, 401);
    for (const email of [OTHER_EMAIL, NEW_EMAIL]) {
      const other = await get(link, bearer(await getAccessToken(testApp.app, email)));
      assert.equal(other.statusCode, 404, email);
      assert.doesNotMatch(other.body, /Total/);
    }
    const own = await get(link);
    assert.equal(own.statusCode, 200);
    assert.match(own.body, /\r\nTotal;/);
  });

  it('lets the dashboard fetch the file cross-origin with its token (CORS)', async () => {
    const { url } = await download('revenue');
    const origin = 'http://localhost:3002';
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: url.pathname,
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], origin);
    assert.match(String(preflight.headers['access-control-allow-headers']), /Authorization/i);
    const file = await testApp.app.inject({
      url: `${url.pathname}${url.search}`,
      headers: { ...demo, origin },
    });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['access-control-allow-origin'], origin);
  });

  it('validates the export: unknown report 404, bad ranges 400, no store 404', async () => {
    const unknown = await exportReport('ventas');
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.json().message, /Reporte no encontrado/);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /fecha de inicio/],
      [{ startDate: '2026-02-30', endDate: today }, /fecha de inicio/],
      [{ startDate: today, endDate: '2099-01-01' }, /no puede ser futura/],
      [{ startDate: '2025-01-01', endDate: '2026-11-22' }, /El rango máximo permitido es de 1 año/],
      [{ startDate: today, endDate: daysBefore(today, 3) }, /no puede ser posterior/],
    ];
    for (const [body, message] of cases) {
      const response = await exportReport('revenue', body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.match(response.json().message, message);
    }
    const getBad = await get('/api/metrics/reports/revenue?startDate=2026-11-22');
    assert.equal(getBad.statusCode, 400);
    const nueva = await testApp.app.inject({
      method: 'POST',
      url: '/api/metrics/reports/revenue/export',
      headers: bearer(await getAccessToken(testApp.app, NEW_EMAIL)),
      payload: { startDate, endDate: today },
    });
    assert.equal(nueva.statusCode, 404);
    assert.equal(nueva.json().message, 'Store not found');
  });
});
