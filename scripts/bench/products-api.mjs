// The products page's list call under load (`npm run bench` section "products api"): GET
// /api/products on the demo store of SEED_SCALE=bench (10,000 products, 55 of them hand-written),
// filtered, searched, sorted and paged as the page's URL does. Budget: p99 < 50 ms for each call
// (met with nothing else running on the machine; other load shows in the tail).
//
// Run alone, beside the shared development api: `node scripts/bench.mjs --only=products-api`
// starts its own api (port 4100, or --port) over the bench database and stops it at the end;
// inside the full bench it reuses the bench's api. `--products-concurrency=1` gives each call's
// own time. Figures and their conditions: README, "Build and measure".

import os from 'node:os';
import { measure } from './dashboard-api.mjs';

export const PRODUCTS_P99_BUDGET_MS = 50;
/**
 * Requests in flight at once: the dashboard's figure (a browser's 6 connections to the api), so
 * the two sections compare. Opening the products page sends three (the list, the catalogue size,
 * the categories); a search or a filter, one.
 */
export const PRODUCTS_CONCURRENCY = 6;
/** The product count of the bench seed (DEMO_PRODUCT_COUNT.bench in api/src/db/seed.ts). */
export const BENCH_PRODUCTS = 10_000;

/**
 * The calls: name, query string, and the totals that tell the figures are about the expected
 * seed (`total`, `minTotal`; the bench-scale ones only at that scale).
 * @param {{ grainCategoryId: string, lastPage: number, bench: boolean }} context
 */
export function productsEndpoints({ grainCategoryId, lastPage, bench }) {
  return [
    { name: 'first page (name asc)', query: '' },
    // The page also asks for the catalogue's size on load (count-catalogue.ts in mfe-catalogue).
    {
      name: 'catalogue size (archived=all, 1 row)',
      query: 'archived=all&perPage=1',
      total: bench ? BENCH_PRODUCTS : undefined,
    },
    { name: 'search name "etiopia" (accents, case)', query: 'search=etiopia', minTotal: 1 },
    {
      name: 'search name "CAFÉ" (a third match)',
      query: 'search=CAF%C3%89',
      minTotal: bench ? 1000 : 1,
    },
    // A hand-written SKU: the generated ones (CAF-ETI-0nnnn) do not contain it.
    { name: 'search SKU "caf-eti-250"', query: 'search=caf-eti-250', total: 1 },
    {
      name: 'low stock, stock asc',
      query: 'stockStatus=low-stock&sortField=stock&sortDirection=asc',
      minTotal: 1,
    },
    { name: 'category "Café en grano"', query: `category=${grainCategoryId}`, minTotal: 1 },
    { name: 'price 10.000-20.000', query: 'priceMin=10000&priceMax=20000', minTotal: 1 },
    { name: 'archived=all', query: 'archived=all', total: bench ? BENCH_PRODUCTS : undefined },
    { name: 'page 500 of 10', query: 'page=500' },
    { name: `last page (${lastPage}) of 100`, query: `page=${lastPage}&perPage=100` },
    { name: 'price desc', query: 'sortField=price&sortDirection=desc' },
    {
      name: 'search "té" + in stock, price asc, 50/page',
      query: 'search=t%C3%A9&stockStatus=in-stock&sortField=price&perPage=50',
      minTotal: 1,
    },
  ];
}

/**
 * Measures the products list against `apiUrl` with a bearer `token` (the demo merchant).
 * @param {{ apiUrl: string, token: string, requests: number, concurrency: number, scale: string }} options
 */
export async function measureProductsApi({ apiUrl, token, requests, concurrency, scale }) {
  const headers = { Authorization: `Bearer ${token}` };
  const get = async (path) => {
    const response = await fetch(`${apiUrl}${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path} -> ${response.status}`);
    return response.json();
  };
  const { categories } = await get('/api/categories');
  const grain = categories
    .flatMap((root) => [root, ...root.children])
    .find((category) => category.name === 'Café en grano');
  if (!grain) throw new Error('the demo store has no category "Café en grano"');
  const all = await get('/api/products?archived=all&perPage=1');
  const listed = await get('/api/products?perPage=1');
  const endpoints = productsEndpoints({
    grainCategoryId: grain.id,
    lastPage: Math.max(1, Math.ceil(listed.total / 100)),
    bench: scale === 'bench',
  });
  const notes = [];
  // Steady state (JIT, PGlite's caches), and a check that each call finds what it should.
  for (const endpoint of endpoints) {
    const path = `/api/products${endpoint.query ? `?${endpoint.query}` : ''}`;
    const body = await get(path);
    const wrong =
      (endpoint.total !== undefined && body.total !== endpoint.total) ||
      (endpoint.minTotal !== undefined && body.total < endpoint.minTotal);
    if (wrong) notes.push(`${endpoint.name}: total ${body.total} (not the bench seed?)`);
    endpoint.matches = body.total;
    for (let warm = 0; warm < 9; warm += 1) await get(path);
  }
  const loadBefore = os.loadavg()[0];
  const results = [];
  for (const endpoint of endpoints) {
    const path = `/api/products${endpoint.query ? `?${endpoint.query}` : ''}`;
    const figures = await measure(`${apiUrl}${path}`, { headers }, { requests, concurrency });
    results.push({
      name: endpoint.name,
      path,
      matches: endpoint.matches,
      ...figures,
      pass: figures.errors === 0 && figures.p99 !== null && figures.p99 < PRODUCTS_P99_BUDGET_MS,
    });
  }
  const worst = results.reduce((max, item) => (item.p99 > (max?.p99 ?? -1) ? item : max), null);
  return {
    apiUrl,
    products: all.total,
    listed: listed.total,
    loadAverage: { before: loadBefore, after: os.loadavg()[0], cpus: os.cpus().length },
    budgetMs: PRODUCTS_P99_BUDGET_MS,
    requests,
    concurrency,
    endpoints: results,
    notes,
    worst: worst ? { name: worst.name, p99: worst.p99 } : null,
    pass: notes.length === 0 && results.every((item) => item.pass),
  };
}
