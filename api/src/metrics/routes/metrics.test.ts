import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { previousPeriod, trend } from '../periods.ts';
import { type TestApp, openTestApp } from '../../testing/test-app.ts';
import { NEW_EMAIL, OTHER_EMAIL, bearer, getAccessToken } from '../../testing/tokens.ts';

const TIMEZONE = 'America/Santiago';
const localDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of an instant in Santiago, computed outside the database. */
function santiagoDay(value: Date | string): string {
  return localDay.format(new Date(value));
}

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

interface OrderRow {
  total: number;
  status: string;
  created_at: Date;
  paid_at: Date | null;
}

describe('dashboard metrics', () => {
  let testApp: TestApp;
  let demo: { authorization: string };
  let orders: OrderRow[];
  let today: string;

  before(async () => {
    ({ testApp, demo } = await openTestApp());
    orders = (
      await testApp.db.query<OrderRow>(
        'select total_amount as total, status, created_at, paid_at from orders where store_id = $1',
        [DEMO_STORE_ID],
      )
    ).rows;
    // The latest day with data, so the ranges below always hold seeded orders.
    today =
      orders
        .map((order) => santiagoDay(order.created_at))
        .sort()
        .at(-1) ?? santiagoDay(new Date());
  });
  after(() => testApp.close());

  const metric = (code: string, query: string, headers = demo) =>
    testApp.app.inject({ url: `/api/metrics/${code}?${query}`, headers });

  /** Revenue computed in JS from the raw rows: paid in the range (Santiago days), not cancelled. */
  function revenueOf(startDate: string, endDate: string): number {
    return orders
      .filter((order) => order.paid_at && order.status !== 'cancelled')
      .filter((order) => {
        const day = santiagoDay(order.paid_at!);
        return day >= startDate && day <= endDate;
      })
      .reduce((sum, order) => sum + Number(order.total), 0);
  }

  function ordersOf(startDate: string, endDate: string): number {
    return orders.filter((order) => {
      const day = santiagoDay(order.created_at);
      return order.status !== 'draft' && day >= startDate && day <= endDate;
    }).length;
  }

  it('lists the indicators with Spanish names and a known format', async () => {
    const response = await testApp.app.inject({ url: '/api/metrics/indicators', headers: demo });
    assert.equal(response.statusCode, 200);
    const { indicators } = response.json() as {
      indicators: Array<{ code: string; name: string; format: string; description: string }>;
    };
    const names = indicators.map((indicator) => indicator.name);
    for (const name of [
      'Ingresos',
      'Suscripciones nuevas',
      'Suscripciones activas',
      'Clientes nuevos',
      'Clientes activos',
      'Ticket promedio',
      'Órdenes',
      'Tasa de cancelación',
    ]) {
      assert.ok(names.includes(name), name);
    }
    for (const indicator of indicators) {
      assert.ok(['monetary', 'number', 'percentage'].includes(indicator.format));
      assert.ok(indicator.description.length > 0);
    }
  });

  it('computes revenue and orders from the real rows, in Santiago days', async () => {
    const startDate = daysBefore(today, 29);
    const response = await metric('revenue', `startDate=${startDate}&endDate=${today}`);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    const expected = revenueOf(startDate, today);
    assert.ok(expected > 0, 'the demo store sold something in the last 30 days');
    assert.equal(body.value, expected);
    const previous = previousPeriod({ startDate, endDate: today });
    assert.equal(body.previousValue, revenueOf(previous.startDate, previous.endDate));
    assert.deepEqual(body.trend, trend(body.value, body.previousValue));

    const ordersResponse = (
      await metric('orders', `startDate=${startDate}&endDate=${today}`)
    ).json();
    assert.equal(ordersResponse.value, ordersOf(startDate, today));
  });

  it('matches a direct SQL count of new clients', async () => {
    const startDate = daysBefore(today, 89);
    const { rows } = await testApp.db.query<{ created_at: Date }>(
      'select created_at from clients where store_id = $1',
      [DEMO_STORE_ID],
    );
    const expected = rows.filter((row) => {
      const day = santiagoDay(row.created_at);
      return day >= startDate && day <= today;
    }).length;
    const body = (await metric('new-clients', `startDate=${startDate}&endDate=${today}`)).json();
    assert.equal(body.value, expected);
  });

  it('counts active clients and keeps the churn rate a share of the subscriptions at risk', async () => {
    const startDate = daysBefore(today, 364);
    const { rows } = await testApp.db.query<{ active: number; exposed: number; cancelled: number }>(
      `select
         count(distinct sub.client_id) filter (where sub.start_date <= $3::date and sub.status <> 'paused'
           and (sub.cancelled_at is null
                or sub.cancelled_at >= ((($3::date) + 1)::timestamp at time zone 'America/Santiago'))) as active,
         count(*) filter (where sub.start_date <= $3::date
           and (sub.cancelled_at is null
                or sub.cancelled_at >= (($2::date)::timestamp at time zone 'America/Santiago'))) as exposed,
         count(*) filter (where sub.cancelled_at >= (($2::date)::timestamp at time zone 'America/Santiago')
           and sub.cancelled_at < ((($3::date) + 1)::timestamp at time zone 'America/Santiago')) as cancelled
       from subscriptions sub where sub.store_id = $1 and sub.parent_subscription_id is null`,
      [DEMO_STORE_ID, startDate, today],
    );
    const expected = rows[0]!;
    const active = (
      await metric('active-clients', `startDate=${startDate}&endDate=${today}`)
    ).json();
    assert.equal(active.value, Number(expected.active));
    assert.ok(active.value > 0);
    const churn = (await metric('churn-rate', `startDate=${startDate}&endDate=${today}`)).json();
    assert.equal(
      churn.value,
      Math.round((Number(expected.cancelled) * 1000) / Number(expected.exposed)) / 10,
    );
    assert.ok(
      churn.value >= 0 && churn.value <= 100,
      'a rate over a whole year stays a percentage',
    );
  });

  it('measures the previous period with type=previous-period', async () => {
    const startDate = daysBefore(today, 6);
    const current = (
      await metric('revenue', `type=current-period&startDate=${startDate}&endDate=${today}`)
    ).json();
    const previous = (
      await metric('revenue', `type=previous-period&startDate=${startDate}&endDate=${today}`)
    ).json();
    assert.equal(previous.value, current.previousValue);
    assert.deepEqual(previous.period, previousPeriod({ startDate, endDate: today }));
  });

  it('gives every indicator a value, a previous value and a trend', async () => {
    const { indicators } = (
      await testApp.app.inject({ url: '/api/metrics/indicators', headers: demo })
    ).json() as {
      indicators: Array<{ code: string; format: string }>;
    };
    for (const indicator of indicators) {
      const response = await metric(
        indicator.code,
        `startDate=${daysBefore(today, 29)}&endDate=${today}`,
      );
      assert.equal(response.statusCode, 200, indicator.code);
      const body = response.json();
      assert.equal(typeof body.value, 'number');
      assert.equal(typeof body.previousValue, 'number');
      assert.ok(['up', 'down', 'flat'].includes(body.trend.direction));
      assert.deepEqual(body.trend, trend(body.value, body.previousValue));
      if (indicator.format === 'percentage') assert.ok(body.value >= 0 && body.value <= 100);
      if (indicator.format !== 'percentage') assert.ok(Number.isInteger(body.value));
    }
  });

  it('answers 100 % up when the previous period had nothing', async () => {
    const firstDay = orders.map((order) => santiagoDay(order.created_at)).sort()[0]!;
    const body = (await metric('orders', `startDate=${firstDay}&endDate=${firstDay}`)).json();
    assert.equal(body.previousValue, ordersOf(daysBefore(firstDay, 1), daysBefore(firstDay, 1)));
    if (body.previousValue === 0 && body.value > 0)
      assert.deepEqual(body.trend, { direction: 'up', value: 100 });
  });

  it('answers 404 for an unknown indicator and 400 for bad ranges', async () => {
    assert.equal(
      (await metric('no-existe', `startDate=${today}&endDate=${today}`)).statusCode,
      404,
    );
    const cases: Array<[string, RegExp]> = [
      [`endDate=${today}`, /fecha de inicio/],
      ['startDate=2026-02-30&endDate=2026-03-10', /fecha de inicio/],
      ['startDate=22-11-2026&endDate=2026-11-22', /fecha de inicio/],
      ['startDate=2026-11-22&endDate=2026-11-01', /no puede ser posterior/],
      ['startDate=2025-11-01&endDate=2026-11-22', /El rango máximo permitido es de 1 año/],
      ['startDate=2026-11-01&endDate=2099-01-01', /no puede ser futura/],
      [`type=semana&startDate=${today}&endDate=${today}`, /type/],
    ];
    for (const [query, message] of cases) {
      const response = await metric('revenue', query);
      assert.equal(response.statusCode, 400, query);
      assert.match(response.json().message, message);
    }
  });

  it("answers 404 'Store not found' for a merchant without a store", async () => {
    const response = await metric(
      'revenue',
      `startDate=${today}&endDate=${today}`,
      bearer(await getAccessToken(testApp.app, NEW_EMAIL)),
    );
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Store not found');
  });

  it("measures otra@tienda.cl's own store only", async () => {
    const startDate = daysBefore(today, 364);
    const otra = await metric(
      'revenue',
      `startDate=${startDate}&endDate=${today}`,
      bearer(await getAccessToken(testApp.app, OTHER_EMAIL)),
    );
    const { rows } = await testApp.db.query<{ total: number }>(
      `select coalesce(sum(o.total_amount), 0) as total from orders o join stores s on s.id = o.store_id
       join users u on u.id = s.owner_user_id
       where u.email = $1 and o.status <> 'cancelled' and o.paid_at is not null
         and (o.paid_at at time zone 'America/Santiago')::date between $2::date and $3::date`,
      [OTHER_EMAIL, startDate, today],
    );
    assert.equal(otra.json().value, Number(rows[0]?.total));
    assert.notEqual(
      otra.json().value,
      (await metric('revenue', `startDate=${startDate}&endDate=${today}`)).json().value,
    );
  });
});
