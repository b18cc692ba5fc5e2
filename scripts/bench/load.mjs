// The api under load (`npm run bench` section "load"): 50 connections for 30 s on each list,
// search and detail call of the orders, clients and products screens, on the demo store of
// SEED_SCALE=bench (100,000 orders, 300 clients, 10,000 products), with autocannon.
//
// The load generator shares the machine's cores with the api (and on Postgres with the database
// server), so absolute figures say more about the machine than about the api. Each call is
// therefore judged against a reference measured in the same run, under the same load: the store
// check the shell makes after signing in (`GET /api/auth/login`, one indexed row through the
// token check and the pool), measured every few calls since the machine's speed drifts.
//
// Budgets (the api's production path, PostgreSQL through the pool):
//   list and detail calls  throughput ≥ 50% of the reference's, p99 ≤ 2 × the reference's
//   searches               throughput ≥ 25% of the reference's, p99 ≤ 4 × the reference's
//   every call             no errors, timeouts or answers other than 2xx
// On PGlite (one connection: every request waits its turn) the figures are informational; its
// budget is that a search never takes the api down nor holds the others for long: during the
// heaviest search run, a single client calling the reference sees no error and a p99 under
// PGLITE_PROBE_P99_BUDGET_MS.
//
// Run alone: `node scripts/bench.mjs --only=load` (both databases, each api on its own port).
// `--load-duration=10` shortens each run; `--load-connections=` changes the 50; `--load-calls=page`
// runs only the calls whose group and name ("orders / page 200") contain that text.

import os from 'node:os';
import { createRequire } from 'node:module';
import { operationsContext } from './operations-api.mjs';

const require = createRequire(import.meta.url);

export const LOAD_CONNECTIONS = 50;
export const LOAD_DURATION_SECONDS = 30;
export const LOAD_BUDGETS = {
  list: { minShare: 0.5, maxP99Ratio: 2 },
  detail: { minShare: 0.5, maxP99Ratio: 2 },
  search: { minShare: 0.25, maxP99Ratio: 4 },
};
export const PGLITE_PROBE_P99_BUDGET_MS = 1000;
const WARM_UP_SECONDS = 5;
/**
 * Each call runs this long unrecorded before it is measured: the api then serves it as a process
 * that has served it before does (its route, query building and reply serialiser compiled, the
 * list's remembered totals filled). Without it, the first calls of each screen's group came out
 * 5 to 15 points of the reference below the later ones of the same group in 8-s runs.
 */
const CALL_WARM_UP_SECONDS = 2;
const REFERENCE_EVERY = 8;

/** The reference call every other is compared with. */
export const REFERENCE = {
  kind: 'reference',
  group: 'reference',
  name: 'store check GET /api/auth/login',
  path: '/api/auth/login',
};

const ORDER_STATUSES = ['draft', 'pending', 'processing', 'shipped', 'delivered', 'cancelled'];
const CLIENT_STATUSES = ['active', 'inactive', 'pending'];
const PER_PAGE = 25;
const DEEP_PAGE = 200;

/**
 * The calls under load, as { kind, group, name, path, minTotal? }: `kind` picks the budget;
 * `minTotal` is what a filter or search must find, else the figures are not about what they say.
 * @param {{ ordersTotal: number, clientsTotal: number, client: any, order: any, tracking: string | null, nameFragment: string, emailFragment: string, grainCategoryId: string | null, today: string, monthAgo: string }} context
 */
export function loadEndpoints(context) {
  const q = encodeURIComponent;
  const { client, order } = context;
  const ordersDeep = Math.max(1, Math.min(DEEP_PAGE, Math.ceil(context.ordersTotal / PER_PAGE)));
  const clientsLast = Math.max(1, Math.ceil(context.clientsTotal / PER_PAGE));
  const list = (group, name, path, minTotal) => ({ kind: 'list', group, name, path, minTotal });
  const search = (group, name, path) => ({ kind: 'search', group, name, path, minTotal: 1 });
  const orders = '/api/orders';
  const clients = '/api/clients';
  const products = '/api/products';

  const endpoints = [
    list('orders', 'first page', `${orders}?page=1&perPage=${PER_PAGE}`),
    list('orders', `page ${ordersDeep}`, `${orders}?page=${ordersDeep}&perPage=${PER_PAGE}`),
    ...ORDER_STATUSES.map((status) =>
      list('orders', `status ${status}`, `${orders}?status=${status}&perPage=${PER_PAGE}`),
    ),
    list(
      'orders',
      'pending, oldest first, page 3',
      `${orders}?status=pending&sortBy=createdAt&sortDirection=asc&page=3&perPage=${PER_PAGE}`,
      1,
    ),
    list(
      'orders',
      'last 30 days',
      `${orders}?startDate=${context.monthAgo}&endDate=${context.today}&perPage=${PER_PAGE}`,
      1,
    ),
    list('orders', 'amount 10.000-50.000', `${orders}?minAmount=10000&maxAmount=50000`, 1),
    list('orders', 'oldest first', `${orders}?sortBy=createdAt&sortDirection=asc`),
    list(
      'orders',
      `amount desc, page ${ordersDeep}`,
      `${orders}?sortBy=totalAmount&sortDirection=desc&page=${ordersDeep}&perPage=${PER_PAGE}`,
    ),
    list('orders', 'amount asc', `${orders}?sortBy=totalAmount&sortDirection=asc`),
    list('orders', 'client A-Z', `${orders}?sortBy=clientName&sortDirection=asc`),
    list('orders', 'client Z-A', `${orders}?sortBy=clientName&sortDirection=desc`),
    search('orders', `search name "${client.lastName}"`, `${orders}?search=${q(client.lastName)}`),
    search('orders', `search e-mail "${client.email}"`, `${orders}?search=${q(client.email)}`),
    search(
      'orders',
      `search number "#${order.orderNumber}"`,
      `${orders}?search=${q(`#${order.orderNumber}`)}`,
    ),
  ];
  if (context.tracking) {
    endpoints.push(
      search(
        'orders',
        `search tracking "${context.tracking}"`,
        `${orders}?search=${q(context.tracking)}`,
      ),
    );
  }
  endpoints.push(
    list('clients', 'first page', `${clients}?page=1&perPage=${PER_PAGE}`),
    list(
      'clients',
      `last page (${clientsLast})`,
      `${clients}?page=${clientsLast}&perPage=${PER_PAGE}`,
    ),
    ...CLIENT_STATUSES.map((status) =>
      list('clients', `status ${status}`, `${clients}?status=${status}`),
    ),
    list('clients', 'name A-Z', `${clients}?sortBy=name&sortDirection=asc`),
    list('clients', 'spent desc', `${clients}?sortBy=totalSpent&sortDirection=desc`),
    list('clients', 'orders desc', `${clients}?sortBy=totalOrders&sortDirection=desc`),
    list('clients', 'oldest first', `${clients}?sortBy=createdAt&sortDirection=asc`),
    search(
      'clients',
      `search name "${context.nameFragment}"`,
      `${clients}?search=${q(context.nameFragment)}`,
    ),
    search(
      'clients',
      `search e-mail "${context.emailFragment}"`,
      `${clients}?search=${q(context.emailFragment)}`,
    ),
  );
  if (client.phone)
    endpoints.push(
      search('clients', `search phone "${client.phone}"`, `${clients}?search=${q(client.phone)}`),
    );
  if (client.rut)
    endpoints.push(
      search('clients', `search RUT "${client.rut}"`, `${clients}?search=${q(client.rut)}`),
    );
  endpoints.push(
    list('products', 'first page', `${products}?page=1&perPage=${PER_PAGE}`),
    list('products', 'page 200', `${products}?page=200&perPage=${PER_PAGE}`),
    list('products', 'in stock', `${products}?stockStatus=in-stock`),
    list(
      'products',
      'low stock, stock asc',
      `${products}?stockStatus=low-stock&sortField=stock&sortDirection=asc`,
      1,
    ),
    list('products', 'out of stock', `${products}?stockStatus=out-of-stock`),
    list('products', 'packs', `${products}?type=pack`),
    list('products', 'hidden', `${products}?visibility=hidden`),
    list('products', 'archived and not', `${products}?archived=all`),
    list('products', 'price 10.000-20.000', `${products}?priceMin=10000&priceMax=20000`, 1),
    list('products', 'price desc', `${products}?sortField=price&sortDirection=desc`),
    list('products', 'newest first', `${products}?sortField=createdAt&sortDirection=desc`),
    list('products', 'SKU A-Z', `${products}?sortField=sku&sortDirection=asc`),
    search('products', 'search name "etiopia"', `${products}?search=etiopia`),
    search('products', 'search SKU "caf-eti-250"', `${products}?search=caf-eti-250`),
  );
  if (context.grainCategoryId) {
    endpoints.push(
      list(
        'products',
        'category "Café en grano"',
        `${products}?category=${context.grainCategoryId}`,
        1,
      ),
    );
  }
  endpoints.push(
    {
      kind: 'detail',
      group: 'detail',
      name: `order #${order.orderNumber}`,
      path: `/api/orders/${order.id}`,
    },
    {
      kind: 'detail',
      group: 'detail',
      name: `client ${client.name}`,
      path: `/api/clients/${client.id}`,
    },
  );
  return endpoints;
}

/** One autocannon run; resolves with its figures. */
function autocannonRun({ url, headers, connections, durationSeconds }) {
  const autocannon = require('autocannon');
  return new Promise((resolve, reject) => {
    autocannon(
      { url, headers, connections, duration: durationSeconds, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** The figures kept of an autocannon result. */
function figuresOf(result) {
  const failed = result.errors + result.timeouts + result.non2xx;
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: failed,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Whether a call meets its budget against the reference's figures (Postgres). */
export function judge(item, reference) {
  const budget = LOAD_BUDGETS[item.kind];
  if (!budget) return { share: 1, p99Ratio: 1, pass: item.errors === 0 };
  const share = reference.rps > 0 ? item.rps / reference.rps : 0;
  const p99Ratio = reference.p99 > 0 ? item.p99 / reference.p99 : Infinity;
  return {
    share,
    p99Ratio,
    pass: item.errors === 0 && share >= budget.minShare && p99Ratio <= budget.maxP99Ratio,
  };
}

/** A token is used for this long at most: access tokens last 300 s. */
const TOKEN_REUSE_MS = 60_000;

/**
 * Every call of loadEndpoints under `connections` for `durationSeconds`, after the reference, on
 * the api at `apiUrl` (its `database` only labels the figures and picks the budget).
 * `calls`, when given, keeps only the calls whose "group / name" contains it (the reference always
 * runs).
 * @param {{ apiUrl: string, database: 'pglite' | 'postgres', signIn: () => Promise<string>, connections?: number, durationSeconds?: number, calls?: string, log?: (line: string) => void }} options
 */
export async function measureLoad({
  apiUrl,
  database,
  signIn,
  connections = LOAD_CONNECTIONS,
  durationSeconds = LOAD_DURATION_SECONDS,
  calls,
  log = () => {},
}) {
  let token = '';
  let signedInAt = -Infinity;
  const headers = async () => {
    if (Date.now() - signedInAt > TOKEN_REUSE_MS) {
      token = await signIn();
      signedInAt = Date.now();
    }
    return { Authorization: `Bearer ${token}` };
  };
  const get = async (path) => {
    const response = await fetch(`${apiUrl}${path}`, { headers: await headers() });
    if (!response.ok) throw new Error(`GET ${path} -> ${response.status}`);
    return response.json();
  };

  const operations = await operationsContext(get);
  const { categories } = await get('/api/categories');
  const grain = categories
    .flatMap((root) => [root, ...root.children])
    .find((category) => category.name === 'Café en grano');
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const endpoints = loadEndpoints({
    ...operations,
    grainCategoryId: grain?.id ?? null,
    today,
    monthAgo,
  }).filter((endpoint) => !calls || `${endpoint.group} / ${endpoint.name}`.includes(calls));
  const notes = [...operations.notes];
  // Each call once: it answers, and its filter or search finds what it should.
  for (const endpoint of endpoints) {
    const body = await get(endpoint.path);
    if (typeof body.total === 'number') {
      endpoint.matches = body.total;
      if (endpoint.minTotal !== undefined && body.total < endpoint.minTotal)
        notes.push(
          `${endpoint.group} / ${endpoint.name}: total ${body.total} (not the bench seed?)`,
        );
    }
  }

  // autocannon stops sending at the end of its duration, but the requests it left in flight are
  // still answered after it: the next run starts once a single reference call is quick again.
  const settle = async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const begin = Date.now();
      const ok = await fetch(`${apiUrl}${REFERENCE.path}`, { headers: await headers() })
        .then((response) => response.ok)
        .catch(() => false);
      if (ok && Date.now() - begin < 100) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const warmUp = async (endpoint) => {
    await autocannonRun({
      url: `${apiUrl}${endpoint.path}`,
      headers: await headers(),
      connections,
      durationSeconds: CALL_WARM_UP_SECONDS,
    });
    await settle();
  };
  const run = async (endpoint) => {
    const started = os.loadavg()[0];
    const result = await autocannonRun({
      url: `${apiUrl}${endpoint.path}`,
      headers: await headers(),
      connections,
      durationSeconds,
    });
    return { ...figuresOf(result), loadAverage: { before: started, after: os.loadavg()[0] } };
  };

  // A freshly started api compiles its hot code as it runs and opens its pool's connections: the
  // reference measured cold came out at 40% of the same reference at the end of the run. Both it
  // and the first list call are run once unrecorded first.
  log('warming up');
  for (const endpoint of [REFERENCE, ...endpoints.slice(0, 1)]) {
    await autocannonRun({
      url: `${apiUrl}${endpoint.path}`,
      headers: await headers(),
      connections,
      durationSeconds: WARM_UP_SECONDS,
    });
  }

  // The machine's speed drifts over a run (measured: the reference at the end of one run at half
  // its speed at the start, with nothing else running), so the reference is measured again every
  // REFERENCE_EVERY calls, and each call is judged against the mean of the two measured around it.
  const measureReference = async () => {
    log(`reference: ${REFERENCE.path}`);
    await settle();
    await warmUp(REFERENCE);
    return { ...REFERENCE, ...(await run(REFERENCE)) };
  };
  const reference = await measureReference();
  const references = [reference];
  const results = [];
  // The probe runs beside the heaviest search of the orders (a client's name matches thousands).
  const probed = endpoints.find((endpoint) => endpoint.kind === 'search');
  let probe = null;
  for (const [index, endpoint] of endpoints.entries()) {
    if (index > 0 && index % REFERENCE_EVERY === 0) references.push(await measureReference());
    log(`${endpoint.group} / ${endpoint.name}`);
    await settle();
    await warmUp(endpoint);
    if (endpoint === probed) {
      const [figures, probeResult] = await Promise.all([
        run(endpoint),
        autocannonRun({
          url: `${apiUrl}${REFERENCE.path}`,
          headers: await headers(),
          connections: 1,
          durationSeconds,
        }),
      ]);
      probe = { beside: `${endpoint.group} / ${endpoint.name}`, ...figuresOf(probeResult) };
      results.push({ ...endpoint, ...figures });
    } else {
      results.push({ ...endpoint, ...(await run(endpoint)) });
    }
  }
  // The reference again at the end: a drift between the two says the machine changed meanwhile.
  const referenceAfter = await measureReference();
  references.push(referenceAfter);
  // Still up after all of it.
  const alive = await fetch(`${apiUrl}${REFERENCE.path}`, { headers: await headers() })
    .then((response) => response.ok)
    .catch(() => false);

  const judged = results.map((item, index) => {
    const before = references[Math.floor(index / REFERENCE_EVERY)] ?? reference;
    const after = references[Math.floor(index / REFERENCE_EVERY) + 1] ?? before;
    const around = { rps: (before.rps + after.rps) / 2, p99: (before.p99 + after.p99) / 2 };
    return { ...item, reference: around, ...judge(item, around) };
  });
  const probePass =
    probe !== null &&
    probe.requests > 0 &&
    probe.errors === 0 &&
    probe.p99 <= PGLITE_PROBE_P99_BUDGET_MS;
  const budgeted = database === 'postgres';
  return {
    database,
    apiUrl,
    connections,
    durationSeconds,
    cpus: os.cpus().length,
    reference,
    referenceAfter,
    references: references.map(({ rps, p99, loadAverage }) => ({ rps, p99, loadAverage })),
    endpoints: judged,
    probe: probe ? { ...probe, budgetMs: PGLITE_PROBE_P99_BUDGET_MS, pass: probePass } : null,
    alive,
    notes,
    budgeted,
    pass:
      alive &&
      notes.length === 0 &&
      (budgeted
        ? judged.every((item) => item.pass)
        : probePass && judged.every((item) => item.errors === 0)),
  };
}
