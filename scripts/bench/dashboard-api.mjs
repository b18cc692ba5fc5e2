// The dashboard's api calls under load (`npm run bench` section "dashboard api"): every metric
// card, the three chart series and the lists the page reads, for the last week, month and year,
// on the demo store of SEED_SCALE=bench (100,000 orders). Budget: p99 < 50 ms for each call.
//
// Run alone, beside the shared development api: `node scripts/bench.mjs --only=dashboard-api`
// starts its own api on port 4100 (DASHBOARD_BENCH_PORT, or --port) over the bench database and stops
// it at the end; inside the full bench it reuses the bench's api.

import os from 'node:os';

export const DASHBOARD_P99_BUDGET_MS = 50;
/**
 * Requests in flight at once: what one browser sends to one host over HTTP/1.1 (Chromium opens at
 * most 6 connections per origin), i.e. one merchant opening the dashboard, which fires ~16 calls.
 */
export const DASHBOARD_CONCURRENCY = 6;
export const DASHBOARD_BENCH_PORT = Number(process.env.DASHBOARD_BENCH_PORT ?? 4100);

const DAY_MS = 86_400_000;
const shift = (day, days) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The page's presets (spec 1 §2.9), ending today in Santiago. */
export function dashboardRanges(now = new Date()) {
  const today = now.toLocaleDateString('sv-SE', { timeZone: 'America/Santiago' });
  return {
    week: { startDate: shift(today, -6), endDate: today },
    month: { startDate: shift(today, -29), endDate: today },
    year: { startDate: shift(today, -364), endDate: today },
  };
}

/**
 * Every call of the page, as [name, path]. Metrics and charts for each range; lists once (they
 * do not depend on the range).
 * @param {string[]} indicatorCodes
 */
export function dashboardEndpoints(indicatorCodes, now = new Date()) {
  const endpoints = [];
  for (const [rangeName, range] of Object.entries(dashboardRanges(now))) {
    const query = `startDate=${range.startDate}&endDate=${range.endDate}`;
    for (const code of indicatorCodes) {
      endpoints.push({
        group: 'metric',
        name: `metric ${code} (${rangeName})`,
        path: `/api/metrics/${code}?type=current-period&${query}`,
      });
    }
    for (const chart of ['revenue', 'subscriptions', 'clients']) {
      endpoints.push({
        group: 'chart',
        name: `chart ${chart} (${rangeName})`,
        path: `/api/metrics/charts/${chart}?${query}`,
      });
    }
  }
  endpoints.push(
    {
      group: 'list',
      name: 'low-stock products',
      path: '/api/products?stockStatus=low-stock&sortField=stock&sortDirection=asc&perPage=5',
    },
    {
      group: 'list',
      name: 'pending orders',
      path: '/api/orders?status=pending&sortBy=createdAt&sortDirection=asc&perPage=5',
    },
    { group: 'list', name: 'current plan', path: '/api/stores/current-plan' },
    { group: 'list', name: 'reports', path: '/api/metrics/reports' },
    { group: 'list', name: 'indicators', path: '/api/metrics/indicators' },
  );
  return endpoints;
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `requests` calls, `concurrency` at a time, after 5 warm-up calls. */
export async function measure(url, init, { requests, concurrency }) {
  const once = async () => {
    const begin = process.hrtime.bigint();
    try {
      const response = await fetch(url, init);
      await response.arrayBuffer();
      return { ms: Number(process.hrtime.bigint() - begin) / 1e6, status: response.status };
    } catch {
      return { ms: Number(process.hrtime.bigint() - begin) / 1e6, status: 0 };
    }
  };
  for (let warm = 0; warm < 5; warm += 1) await once();
  const samples = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        samples.push(await once());
      }
    }),
  );
  const elapsed = Date.now() - started;
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const failed = samples.filter((sample) => sample.status < 200 || sample.status >= 300);
  return {
    requests: samples.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? null,
    rps: Math.round((samples.length / Math.max(1, elapsed)) * 1000),
    errors: failed.length,
    statuses: [...new Set(failed.map((sample) => sample.status))],
  };
}

/**
 * Measures the dashboard's calls against `apiUrl` with a bearer `token`.
 * @param {{ apiUrl: string, token: string, requests: number, concurrency: number }} options
 */
export async function measureDashboardApi({ apiUrl, token, requests, concurrency }) {
  const headers = { Authorization: `Bearer ${token}` };
  const indicatorsResponse = await fetch(`${apiUrl}/api/metrics/indicators`, { headers });
  if (!indicatorsResponse.ok) {
    throw new Error(`GET /api/metrics/indicators -> ${indicatorsResponse.status}`);
  }
  const { indicators } = await indicatorsResponse.json();
  const { count: orders } = await orderCount(apiUrl, headers);
  const endpoints = dashboardEndpoints(indicators.map((indicator) => indicator.code));
  // Steady state, not the first calls after start (JIT, PGlite's caches): every call 10 times.
  for (const endpoint of endpoints) {
    for (let warm = 0; warm < 10; warm += 1) {
      await fetch(`${apiUrl}${endpoint.path}`, { headers }).then((response) =>
        response.arrayBuffer(),
      );
    }
  }
  // Other work on the machine shows in the tail: keep the load next to the figures.
  const loadBefore = os.loadavg()[0];
  const results = [];
  for (const endpoint of endpoints) {
    const figures = await measure(
      `${apiUrl}${endpoint.path}`,
      { headers },
      { requests, concurrency },
    );
    results.push({
      ...endpoint,
      ...figures,
      pass: figures.errors === 0 && figures.p99 !== null && figures.p99 < DASHBOARD_P99_BUDGET_MS,
    });
  }
  // Report exports are not in the budget (a file per click), measured for information.
  const month = dashboardRanges().month;
  const exportFigures = await measure(
    `${apiUrl}/api/metrics/reports/revenue/export`,
    {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(month),
    },
    { requests: Math.min(requests, 40), concurrency: Math.min(concurrency, 2) },
  );
  const worst = results.reduce((max, item) => (item.p99 > (max?.p99 ?? -1) ? item : max), null);
  return {
    apiUrl,
    orders,
    loadAverage: { before: loadBefore, after: os.loadavg()[0], cpus: os.cpus().length },
    budgetMs: DASHBOARD_P99_BUDGET_MS,
    requests,
    concurrency,
    endpoints: results,
    informational: [{ name: 'export revenue CSV (month)', ...exportFigures }],
    worst: worst ? { name: worst.name, p99: worst.p99 } : null,
    pass: results.every((item) => item.pass),
  };
}

/** The demo store's order count (the total of the orders list), to print the conditions. */
async function orderCount(apiUrl, headers) {
  const response = await fetch(`${apiUrl}/api/orders?perPage=1`, { headers });
  if (!response.ok) return { count: null };
  return { count: (await response.json()).total ?? null };
}
