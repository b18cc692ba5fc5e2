// The operations screens' api calls under load (`npm run bench` section "operations api"): the
// clients list, a client's detail and its five lists, the orders list, an order's detail and its
// eight parts, on the demo store of SEED_SCALE=bench (100,000 orders over its 300 clients).
// Informational for now: no latency budget (a later issue sets one); the section fails only when a
// call answers anything but 2xx.
//
// Run alone, beside the shared development api: `node scripts/bench.mjs --only=operations-api`
// starts its own api (port 4100, or --port) over the bench database and stops it at the end;
// inside the full bench it reuses the bench's api. `--operations-concurrency=1` gives each call's
// own time.

import os from 'node:os';
import { measure } from './dashboard-api.mjs';

/**
 * Requests in flight at once: the dashboard's figure (a browser's 6 connections to the api), so the
 * sections compare. Opening a client sends 6 calls (the client and its five lists), an order 9.
 */
export const OPERATIONS_CONCURRENCY = 6;

/** The groups, in the order they are measured and printed. */
export const OPERATIONS_GROUPS = ['clients list', 'client detail', 'orders list', 'order detail'];

const DEEP_PAGE = 500;
const PER_PAGE = 10;

/** Lower case, without accents, as the clients search folds its text. */
const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The calls, as { group, name, path, minTotal? } (minTotal: a list call's search or filter must
 * find that many, else the figures are not about what they say).
 * @param {{ clientsTotal: number, ordersTotal: number, client: any, order: { id: string, orderNumber: number }, tracking: string | null, nameFragment: string, emailFragment: string }} context
 */
export function operationsEndpoints({
  clientsTotal,
  ordersTotal,
  client,
  order,
  tracking,
  nameFragment,
  emailFragment,
}) {
  const q = encodeURIComponent;
  const clientsLastPage = Math.max(1, Math.ceil(clientsTotal / PER_PAGE));
  const ordersLastPage = Math.max(1, Math.ceil(ordersTotal / PER_PAGE));
  const clientsDeep =
    clientsLastPage >= DEEP_PAGE
      ? { name: `page ${DEEP_PAGE} of ${PER_PAGE}`, page: DEEP_PAGE }
      : { name: `last page (${clientsLastPage}) of ${PER_PAGE}`, page: clientsLastPage };
  const ordersDeep = Math.min(DEEP_PAGE, ordersLastPage);
  const endpoints = [
    { group: 'clients list', name: 'first page (createdAt desc)', path: '/api/clients' },
    {
      group: 'clients list',
      name: clientsDeep.name,
      path: `/api/clients?page=${clientsDeep.page}&perPage=${PER_PAGE}`,
    },
    {
      group: 'clients list',
      name: 'status=active',
      path: '/api/clients?status=active',
      minTotal: 1,
    },
    {
      group: 'clients list',
      name: 'totalSpent desc',
      path: '/api/clients?sortBy=totalSpent&sortDirection=desc',
    },
    {
      group: 'clients list',
      name: `search name "${nameFragment}"`,
      path: `/api/clients?search=${q(nameFragment)}`,
      minTotal: 1,
    },
    {
      group: 'clients list',
      name: `search e-mail "${emailFragment}"`,
      path: `/api/clients?search=${q(emailFragment)}`,
      minTotal: 1,
    },
    { group: 'client detail', name: 'client', path: `/api/clients/${client.id}` },
  ];
  for (const part of ['orders', 'subscriptions', 'addresses', 'communications', 'history']) {
    endpoints.push({
      group: 'client detail',
      name: part === 'orders' ? `orders (${client.totalOrders})` : part,
      path: `/api/clients/${client.id}/${part}`,
    });
  }
  endpoints.push(
    { group: 'orders list', name: 'first page (createdAt desc)', path: '/api/orders' },
    {
      group: 'orders list',
      name: `page ${ordersDeep} of ${PER_PAGE}`,
      path: `/api/orders?page=${ordersDeep}&perPage=${PER_PAGE}`,
    },
    {
      group: 'orders list',
      name: `last page (${ordersLastPage}) of ${PER_PAGE}`,
      path: `/api/orders?page=${ordersLastPage}&perPage=${PER_PAGE}`,
    },
    {
      group: 'orders list',
      name: 'status=pending, createdAt asc',
      path: '/api/orders?status=pending&sortBy=createdAt&sortDirection=asc',
      minTotal: 1,
    },
    {
      group: 'orders list',
      name: 'totalAmount desc',
      path: '/api/orders?sortBy=totalAmount&sortDirection=desc',
    },
    {
      group: 'orders list',
      name: `search client name "${client.lastName}"`,
      path: `/api/orders?search=${q(client.lastName)}`,
      minTotal: 1,
    },
    {
      group: 'orders list',
      name: `search e-mail "${client.email}"`,
      path: `/api/orders?search=${q(client.email)}`,
      minTotal: 1,
    },
    {
      group: 'orders list',
      name: `search number "#${order.orderNumber}"`,
      path: `/api/orders?search=${q(`#${order.orderNumber}`)}`,
      minTotal: 1,
    },
  );
  if (tracking) {
    endpoints.push({
      group: 'orders list',
      name: `search tracking "${tracking}"`,
      path: `/api/orders?search=${q(tracking)}`,
      minTotal: 1,
    });
  }
  endpoints.push({ group: 'order detail', name: 'order', path: `/api/orders/${order.id}` });
  for (const part of [
    'items',
    'activity',
    'payment',
    'documents',
    'communications',
    'shipping',
    'client',
    'billing',
  ]) {
    endpoints.push({ group: 'order detail', name: part, path: `/api/orders/${order.id}/${part}` });
  }
  return endpoints;
}

/**
 * Real ids and search terms of the demo store, read through its lists: the client with the most
 * orders, a shipped order (its own when it has one) with its tracking number, and fragments of the
 * client's last name and e-mail. `get` answers a path's JSON as the demo merchant.
 * @param {(path: string) => Promise<any>} get
 */
export async function operationsContext(get) {
  // The client with the most orders: its detail lists are the longest a merchant opens.
  const clients = await get('/api/clients?perPage=1');
  const top = await get('/api/clients?sortBy=totalOrders&sortDirection=desc&perPage=1');
  const client = top.data[0];
  if (!client) throw new Error('the demo store has no clients');
  const orders = await get('/api/orders?perPage=1');
  // A shipped order: every part of its detail has something (items, payment, shipment with its
  // tracking number); the newest of the client above when it has one, else the store's newest.
  const ownShipped = await get(
    `/api/orders?status=shipped&perPage=1&search=${encodeURIComponent(client.email)}`,
  );
  const shipped = ownShipped.data[0] ?? (await get('/api/orders?status=shipped&perPage=1')).data[0];
  const order = shipped ?? orders.data[0];
  if (!order) throw new Error('the demo store has no orders');
  /** @type {string[]} */
  const notes = [];
  let tracking = null;
  if (shipped) {
    const { shipping } = await get(`/api/orders/${shipped.id}/shipping`);
    tracking = shipping?.trackingNumber || null;
  }
  if (!tracking)
    notes.push('no shipped order with a tracking number: the tracking search is not measured');
  // Search terms from the client's own data: part of its last name, the local part of its e-mail.
  const lastWord = fold(client.lastName.split(' ')[0]);
  const nameFragment = lastWord.slice(0, Math.max(3, Math.min(5, lastWord.length - 1)));
  const emailFragment = client.email.split('@')[0];

  return {
    clientsTotal: clients.total,
    ordersTotal: orders.total,
    client,
    order,
    tracking,
    nameFragment,
    emailFragment,
    notes,
  };
}

/** A token is used for this long at most: the api's access tokens last 300 s (ACCESS_TOKEN_TTL). */
const TOKEN_REUSE_MS = 60_000;

/**
 * Measures the operations screens' calls against `apiUrl` as the demo merchant. Real ids and
 * search terms come from the lists first. `signIn` gives a bearer token: the section outlasts one
 * (the slow calls take minutes), so it signs in again between calls, outside the timed part.
 * @param {{ apiUrl: string, signIn: () => Promise<string>, requests: number, concurrency: number, scale: string }} options
 */
export async function measureOperationsApi({ apiUrl, signIn, requests, concurrency, scale }) {
  let headers = {};
  let signedInAt = -Infinity;
  const freshHeaders = async () => {
    if (Date.now() - signedInAt > TOKEN_REUSE_MS) {
      headers = { Authorization: `Bearer ${await signIn()}` };
      signedInAt = Date.now();
    }
    return headers;
  };
  const get = async (path) => {
    const response = await fetch(`${apiUrl}${path}`, { headers: await freshHeaders() });
    if (!response.ok) throw new Error(`GET ${path} -> ${response.status}`);
    return response.json();
  };

  const context = await operationsContext(get);
  const { client, order, notes } = context;
  const endpoints = operationsEndpoints(context);

  // Steady state (JIT, PGlite's caches), and a check that each search or filter finds something.
  for (const endpoint of endpoints) {
    const body = await get(endpoint.path);
    if (typeof body.total === 'number') {
      endpoint.matches = body.total;
      if (endpoint.minTotal !== undefined && body.total < endpoint.minTotal)
        notes.push(
          `${endpoint.group} / ${endpoint.name}: total ${body.total} (not the bench seed?)`,
        );
    } else {
      const list = Object.values(body).find(Array.isArray);
      if (list) endpoint.matches = list.length;
    }
    for (let warm = 0; warm < 9; warm += 1) await get(endpoint.path);
  }

  // Other work on the machine shows in the tail: keep the load next to the figures.
  const loadBefore = os.loadavg()[0];
  const started = Date.now();
  const results = [];
  for (const endpoint of endpoints) {
    const figures = await measure(
      `${apiUrl}${endpoint.path}`,
      { headers: await freshHeaders() },
      { requests, concurrency },
    );
    results.push({
      group: endpoint.group,
      name: endpoint.name,
      path: endpoint.path,
      matches: endpoint.matches ?? null,
      ...figures,
      pass: figures.errors === 0,
    });
  }
  const worst = results.reduce((max, item) => (item.p99 > (max?.p99 ?? -1) ? item : max), null);
  const errors = results.reduce((sum, item) => sum + item.errors, 0);
  return {
    apiUrl,
    scale,
    clients: context.clientsTotal,
    orders: context.ordersTotal,
    client: { id: client.id, name: client.name, totalOrders: client.totalOrders },
    order: { id: order.id, orderNumber: order.orderNumber, status: order.status },
    loadAverage: { before: loadBefore, after: os.loadavg()[0], cpus: os.cpus().length },
    budgetMs: null,
    informational: true,
    requests,
    concurrency,
    measuredMs: Date.now() - started,
    endpoints: results,
    notes,
    worst: worst ? { name: `${worst.group} / ${worst.name}`, p99: worst.p99 } : null,
    errors,
    // No latency budget yet (informational): only an answer other than 2xx fails the section.
    pass: errors === 0,
  };
}
