import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type TestApp, openTestApp } from '../../testing/test-app.ts';
import { DEMO_EMAIL, NEW_EMAIL, bearer, getAccessToken } from '../../testing/tokens.ts';
import { daysBefore, localDay } from '../../testing/days.ts';

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay(); // 1 = Monday

interface Chart {
  id: string;
  granularity: 'day' | 'week' | 'month';
  startDate: string;
  endDate: string;
  data: Array<{ date: string; value: number }>;
}

describe('dashboard charts (GET /api/metrics/charts/:id)', () => {
  let testApp: TestApp;
  let demo: { authorization: string };
  let today: string;

  before(async () => {
    ({ testApp, demo } = await openTestApp());
    const { rows } = await testApp.db.query<{ last: Date }>(
      `select max(o.created_at) as last from orders o join stores s on s.id = o.store_id
       join users u on u.id = s.owner_user_id where u.email = $1`,
      [DEMO_EMAIL],
    );
    // The latest day with data, so the ranges below always hold seeded orders.
    today = localDay(rows[0]!.last);
  });
  after(() => testApp.close());

  const get = (url: string, headers = demo) => testApp.app.inject({ url, headers });
  const chart = async (id: string, query: string): Promise<Chart> => {
    const response = await get(`/api/metrics/charts/${id}?${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as Chart;
  };
  const metricValue = async (code: string, startDate: string, endDate: string) =>
    (
      (await get(`/api/metrics/${code}?startDate=${startDate}&endDate=${endDate}`)).json() as {
        value: number;
      }
    ).value;
  const sum = (data: Chart['data']) => data.reduce((total, point) => total + point.value, 0);

  it('gives one point per day up to two months, every day present, summing to the cards', async () => {
    const startDate = daysBefore(today, 29);
    const pairs = [
      ['revenue', 'revenue'],
      ['subscriptions', 'new-subscriptions'],
      ['clients', 'new-clients'],
    ] as const;
    for (const [id, code] of pairs) {
      const body = await chart(id, `startDate=${startDate}&endDate=${today}`);
      assert.equal(body.granularity, 'day');
      assert.equal(body.data.length, 30, id);
      assert.equal(body.data[0]?.date, startDate);
      assert.equal(body.data.at(-1)?.date, today);
      body.data.forEach((point, index) => assert.equal(point.date, daysBefore(today, 29 - index)));
      assert.equal(sum(body.data), await metricValue(code, startDate, today), id);
    }
    const revenue = await chart('revenue', `startDate=${startDate}&endDate=${today}`);
    assert.ok(sum(revenue.data) > 0, 'the demo store sold something in the last 30 days');
  });

  it('groups longer ranges by week (from Monday) and by month, with the same totals', async () => {
    const quarterStart = daysBefore(today, 119);
    const weekly = await chart('revenue', `startDate=${quarterStart}&endDate=${today}`);
    assert.equal(weekly.granularity, 'week');
    assert.equal(weekly.data[0]?.date, quarterStart, 'the first bucket starts with the range');
    for (const point of weekly.data.slice(1)) assert.equal(weekday(point.date), 1, point.date);
    assert.equal(sum(weekly.data), await metricValue('revenue', quarterStart, today));

    const yearStart = daysBefore(today, 364);
    const monthly = await chart('clients', `startDate=${yearStart}&endDate=${today}`);
    assert.equal(monthly.granularity, 'month');
    assert.ok(monthly.data.length >= 12 && monthly.data.length <= 13);
    for (const point of monthly.data.slice(1)) assert.match(point.date, /-01$/);
    assert.equal(sum(monthly.data), await metricValue('new-clients', yearStart, today));

    const asked = await chart(
      'subscriptions',
      `startDate=${daysBefore(today, 6)}&endDate=${today}&granularity=month`,
    );
    assert.equal(asked.granularity, 'month');
    assert.ok(asked.data.length <= 2);
  });

  it('answers 404 for an unknown series and 400 for bad ranges or granularity', async () => {
    const unknown = await get(`/api/metrics/charts/ventas?startDate=${today}&endDate=${today}`);
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.json().message, /Gráfico no encontrado/);
    const cases: Array<[string, RegExp]> = [
      [`endDate=${today}`, /fecha de inicio/],
      ['startDate=2026-02-30&endDate=2026-03-10', /fecha de inicio/],
      ['startDate=2026-11-22&endDate=2026-11-01', /no puede ser posterior/],
      ['startDate=2025-11-01&endDate=2026-11-22', /El rango máximo permitido es de 1 año/],
      ['startDate=2026-11-01&endDate=2099-01-01', /no puede ser futura/],
      [`startDate=${today}&endDate=${today}&granularity=hour`, /granularity/],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/metrics/charts/revenue?${query}`);
      assert.equal(response.statusCode, 400, query);
      assert.match(response.json().message, message, query);
    }
  });

  it("answers 404 'Store not found' for a merchant without a store", async () => {
    const response = await get(
      `/api/metrics/charts/revenue?startDate=${today}&endDate=${today}`,
      bearer(await getAccessToken(testApp.app, NEW_EMAIL)),
    );
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Store not found');
  });
});
