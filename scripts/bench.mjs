#!/usr/bin/env node
// `npm run bench`: the performance figures of the product, printed and written to
// bench/results/latest.json.
//
//   bundles     per app: gzip of its initial JS (shell: the scripts of index.html; remote:
//               remoteEntry.js + the sync chunks its mf-manifest lists for each exposed module)
//   first page  `/` in Chromium, cold: JS bytes on the wire (gzip) once the visitor starts using
//               the page (it arrives as HTML and loads the app at the first use:
//               docs/prerendering.md), requests, timings; the budget is 185 KB (185,000 bytes)
//   signed in   /dashboard's LCP for a merchant under a 4× CPU slowdown (budget 1.2 s), and the
//               time from a click on a remote's menu item to its page, with and without the
//               hover's preload (budgets 300 and 100 ms): scripts/bench/signed-in.mjs
//   federation  the journey's JS bytes against the same code built as one webpack app, without
//   cost        federation (build-config/single-app.cjs); budget ≤ 1.15×
//   public      Lighthouse (mobile profile) on each prerendered public page, median of 3 runs
//   pages       (scripts/bench/lighthouse.mjs, where its budgets are); --lighthouse-runs=N
//   navigation  a signed-in journey through every remote, client-side: time until the network is
//               quiet, and the copies of each singleton loaded along the way (share scopes + files)
//   api         p50/p95/p99 latency of the endpoints in scripts/bench/api-endpoints.mjs
//   dashboard   p50/p95/p99 of every metric, chart and list call of /dashboard for the last week,
//   api         month and year (scripts/bench/dashboard-api.mjs); budget p99 < 50 ms each
//   products    p50/p95/p99 of GET /api/products over the demo store's 10,000 products: first
//   api         page, searches, filters, sorts, deep pages (scripts/bench/products-api.mjs);
//               budget p99 < 50 ms each
//   operations  p50/p95/p99 of the clients and orders lists and of a client's and an order's
//   api         detail calls (scripts/bench/operations-api.mjs); informational, no latency budget
//               yet: fails only on an answer other than 2xx
//   load        50 connections for 30 s on every list, search and detail call of the orders,
//               clients and products screens (autocannon), each against a reference call measured
//               in the same run (scripts/bench/load.mjs, where its budgets are explained)
//
// The api sections run twice: on PGlite (the embedded default, the api the browser sections use)
// and on PostgreSQL (the production path: Debian's server in a throwaway folder, installed when
// missing, reached through the api's connection pool), and are printed side by side.
//
// Options: --skip-build  --skip-browser  --skip-lighthouse  --skip-single-app  --skip-api  --skip-dashboard-api  --skip-products-api
//          --skip-operations-api  --skip-load  --databases=pglite,postgres (either or both)
//          --load-duration=30 (seconds per call)  --load-connections=50  --load-calls=<text>
//          (only the load calls whose "group / name" contains it)
//          --requests=200  --concurrency=8  --dashboard-concurrency=6 (one browser's connections
//          to the api)  --products-concurrency=6  --operations-concurrency=6
//          --scale=bench|demo (api seed; default bench, kept in api/.data/bench-<scale>-v<n>)
//          --only=lighthouse (the public pages alone: builds, api, static servers, Lighthouse;
//          written to bench/results/lighthouse.json)
//          --only=first-page (the first page's JS alone, the same way; written to
//          bench/results/first-page.json)
//          --only=signed-in (the signed-in section alone, the same way; written to
//          bench/results/signed-in.json)
//          --only=dashboard-api | --only=products-api | --only=operations-api | --only=load
//          (just that section, on its own api on --port=4100, beside a running development api,
//          on each of --databases; written to bench/results/<section>.json; not a port fetch
//          blocks, such as 4190)
//          --strict (exit 1 when a budget fails)
/* global window, PopStateEvent -- functions given to page.evaluate run in the page */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { API_PORT, API_URL, APPS, DEMO_PASSWORD, ROOT, isBuildStale } from './lib/apps.mjs';
import { startApi } from './lib/api.mjs';
import { CHROMIUM_PATH, ensureChromium, ensureInstall, ensurePnpm } from './lib/bootstrap.mjs';
import { startTemporaryPostgres } from './lib/postgres.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { releaseAndPublishBuilds } from './lib/releases.mjs';
import { busyPorts } from './lib/http.mjs';
import { formatMs, onCleanup, shutdown } from './lib/process.mjs';
import { SINGLETONS, createJsTracker, singletonCopies } from './lib/singletons.mjs';
import { API_ENDPOINTS, getToken } from './bench/api-endpoints.mjs';
import {
  DASHBOARD_BENCH_PORT,
  DASHBOARD_CONCURRENCY,
  DASHBOARD_P99_BUDGET_MS,
  measureDashboardApi,
} from './bench/dashboard-api.mjs';
import {
  PRODUCTS_CONCURRENCY,
  PRODUCTS_P99_BUDGET_MS,
  measureProductsApi,
} from './bench/products-api.mjs';
import {
  OPERATIONS_CONCURRENCY,
  OPERATIONS_GROUPS,
  measureOperationsApi,
} from './bench/operations-api.mjs';
import { LIGHTHOUSE_BUDGETS, measurePublicPages } from './bench/lighthouse.mjs';
import { SIGNED_IN_BUDGETS, measureSignedIn } from './bench/signed-in.mjs';
import {
  LOAD_CONNECTIONS,
  LOAD_DURATION_SECONDS,
  PGLITE_PROBE_P99_BUDGET_MS,
  measureLoad,
} from './bench/load.mjs';

const FIRST_PAGE_BUDGET_BYTES = 185_000;
/** Federation's bytes over the same code built as one app, on the journey through every remote. */
const FEDERATION_COST_LIMIT = 1.15;
const JOURNEY = ['/dashboard', '/products', '/plans', '/orders', '/business/contact'];
const DEMO_EMAIL = 'demo@tienda.cl';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=', 2);
    return [key, value ?? true];
  }),
);
const REQUESTS = Number(args.requests ?? 200);
const CONCURRENCY = Number(args.concurrency ?? 8);
const SCALE = String(args.scale ?? 'bench');
/**
 * The api as the bench starts it: development mode, since the bench signs in as the demo user,
 * but without the response checks development adds (production does not make them).
 */
const BENCH_API_ENV = { API_MODE: 'development', CHECK_RESPONSES: 'false' };
const DASHBOARD_AT_ONCE = Number(args['dashboard-concurrency'] ?? DASHBOARD_CONCURRENCY);
const PRODUCTS_AT_ONCE = Number(args['products-concurrency'] ?? PRODUCTS_CONCURRENCY);
const OPERATIONS_AT_ONCE = Number(args['operations-concurrency'] ?? OPERATIONS_CONCURRENCY);
const ONLY_PORT = Number(args.port ?? DASHBOARD_BENCH_PORT);
const LOAD_SECONDS = Number(args['load-duration'] ?? LOAD_DURATION_SECONDS);
const LOAD_AT_ONCE = Number(args['load-connections'] ?? LOAD_CONNECTIONS);
const DATABASES = String(args.databases ?? 'pglite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
for (const name of DATABASES)
  if (name !== 'pglite' && name !== 'postgres')
    throw new Error(`--databases: pglite and/or postgres, not ${name}`);
/** The api on PostgreSQL listens here, beside the one on PGlite (the bench's usual port). */
const POSTGRES_API_PORT = 4101;

// The api seeds a database only once, so the folder carries the revision of the bench seed:
// bump it when the seed changes what the bench measures (v2: 10,000 products), and the next run
// seeds a new folder instead of measuring an old one.
const BENCH_SEED_REVISION = 2;
const BENCH_DATA = path.join(ROOT, 'api', '.data', `bench-${SCALE}-v${BENCH_SEED_REVISION}`);
const BENCH_UPLOADS = `${BENCH_DATA}-uploads`;

/** Bench databases of earlier revisions of this scale, left on disk (large at bench scale). */
function oldBenchData() {
  const dir = path.join(ROOT, 'api', '.data');
  if (!fs.existsSync(dir)) return [];
  const keep = [path.basename(BENCH_DATA), path.basename(BENCH_UPLOADS)];
  const ours = new RegExp(`^bench-${SCALE}(-v\\d+)?(-uploads)?$`);
  return fs
    .readdirSync(dir)
    .filter((name) => ours.test(name) && !keep.includes(name))
    .map((name) => path.join('api', '.data', name));
}

const kb = (bytes) =>
  bytes === null || bytes === undefined ? '-' : `${(bytes / 1000).toFixed(1)} KB`;
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 6 }).length;

function table(headers, rows) {
  const widths = headers.map((header, index) =>
    Math.max(header.length, ...rows.map((row) => String(row[index]).length)),
  );
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join('  ');
  return [
    line(headers),
    widths.map((width) => '─'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

function section(title) {
  process.stdout.write(`\n── ${title} ${'─'.repeat(Math.max(0, 66 - title.length))}\n`);
}

// ─────────────────────────── bundle sizes (from dist) ───────────────────────────

/** @param {import('./lib/apps.mjs').App} app */
function bundleFigures(app) {
  const dist = app.distDir;
  if (!fs.existsSync(path.join(dist, 'index.html'))) return { app: app.dir, built: false };
  const fileGzip = (name) => {
    const file = path.join(dist, name.replace(/^\.?\//, ''));
    return fs.existsSync(file) ? gzipSize(fs.readFileSync(file)) : 0;
  };
  const allJs = fs
    .readdirSync(dist, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.js'));
  const totalGzip = allJs.reduce((sum, name) => sum + fileGzip(name), 0);
  const remoteEntry = fs.existsSync(path.join(dist, 'remoteEntry.js'))
    ? fileGzip('remoteEntry.js')
    : null;

  if (app.dir === 'shell') {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*\ssrc=["']?([^"'\s>]+)/g)]
      .map((match) => match[1])
      .filter((src) => !/^https?:/.test(src));
    const initial = scripts.reduce((sum, src) => sum + fileGzip(src.replace(/^\/+/, '')), 0);
    return {
      app: app.dir,
      built: true,
      initialGzip: initial,
      initialFiles: scripts,
      remoteEntryGzip: remoteEntry,
      totalJsGzip: totalGzip,
      jsFiles: allJs.length,
    };
  }

  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = fs.existsSync(manifestFile)
    ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
    : { exposes: [] };
  const exposes = (manifest.exposes ?? []).map((expose) => {
    const sync = expose.assets?.js?.sync ?? [];
    return {
      name: expose.path ?? expose.name,
      syncFiles: sync,
      gzip: (remoteEntry ?? 0) + sync.reduce((sum, name) => sum + fileGzip(name), 0),
    };
  });
  const largest = exposes.reduce(
    (max, expose) => (expose.gzip > (max?.gzip ?? -1) ? expose : max),
    null,
  );
  return {
    app: app.dir,
    built: true,
    initialGzip: largest?.gzip ?? remoteEntry,
    largestExpose: largest?.name ?? null,
    exposes,
    remoteEntryGzip: remoteEntry,
    totalJsGzip: totalGzip,
    jsFiles: allJs.length,
  };
}

// ─────────────────────────────── browser ───────────────────────────────

async function loadPlaywright() {
  const requireFromE2e = createRequire(path.join(ROOT, 'e2e', 'package.json'));
  const entry = requireFromE2e.resolve('@playwright/test');
  const module = await import(pathToFileURL(entry).href);
  // A CommonJS package: its exports may only be on `default` when imported from ESM.
  return { chromium: module.chromium ?? module.default?.chromium };
}

/** Counts requests in flight, to wait until a page is quiet after a navigation. */
function watchNetwork(page) {
  let inflight = 0;
  let lastActivity = Date.now();
  const up = () => {
    inflight += 1;
    lastActivity = Date.now();
  };
  const down = () => {
    inflight = Math.max(0, inflight - 1);
    lastActivity = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  return {
    /** Resolves with the time of the last network activity once nothing moved for `idleMs`. */
    // Activity before `since` does not count, so a navigation whose first request is still to
    // come is not taken as done.
    async quiet({ since = Date.now(), idleMs = 500, timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const last = Math.max(lastActivity, since);
        if (inflight === 0 && Date.now() - last >= idleMs) return { at: last, timedOut: false };
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return { at: Date.now(), timedOut: true };
    },
  };
}

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function measureFirstPage(browser, runs = 3) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ locale: 'es-CL', timezoneId: 'America/Santiago' });
    const page = await context.newPage();
    const tracker = createJsTracker(page);
    const network = watchNetwork(page);
    const start = Date.now();
    await page.goto('http://localhost:3000/', { waitUntil: 'load', timeout: 60_000 });
    await network.quiet({ since: start });
    await tracker.scripts();
    const beforeUse = [...tracker.encodedSizes().values()].reduce(
      (sum, size) => sum + Math.max(0, size),
      0,
    );
    // The visitor's first use (the pointer moves): the app loads and takes the page over.
    const used = Date.now();
    await page.mouse.move(200, 300);
    const { at, timedOut } = await network.quiet({ since: used });
    await tracker.scripts(); // bodies read, so every size has been reported
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sizes = tracker.encodedSizes();
    const timing = await page.evaluate(() => {
      const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (
        performance.getEntriesByType('navigation')[0]
      );
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        domContentLoaded: navigation ? Math.round(navigation.domContentLoadedEventEnd) : null,
        load: navigation ? Math.round(navigation.loadEventEnd) : null,
        firstContentfulPaint: fcp ? Math.round(fcp.startTime) : null,
      };
    });
    samples.push({
      jsBeforeUseGzipBytes: beforeUse,
      jsGzipBytes: [...sizes.values()].reduce((sum, size) => sum + Math.max(0, size), 0),
      jsRequests: sizes.size,
      jsFiles: [...sizes].map(([url, size]) => ({ url, bytes: size })),
      networkQuietMs: at - used,
      networkQuietTimedOut: timedOut,
      ...timing,
    });
    await context.close();
  }
  const median = (values) => {
    const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
  };
  return {
    runs,
    jsBeforeUseGzipBytes: samples[0].jsBeforeUseGzipBytes,
    jsGzipBytes: samples[0].jsGzipBytes,
    jsRequests: samples[0].jsRequests,
    jsFiles: samples[0].jsFiles,
    networkQuietMs: median(samples.map((sample) => sample.networkQuietMs)),
    domContentLoadedMs: median(samples.map((sample) => sample.domContentLoaded)),
    loadMs: median(samples.map((sample) => sample.load)),
    firstContentfulPaintMs: median(samples.map((sample) => sample.firstContentfulPaint)),
  };
}

async function signIn(page) {
  await page
    .getByRole('button', { name: 'Iniciar Sesión' })
    .or(page.getByRole('link', { name: 'Iniciar Sesión' }))
    .first()
    .click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Correo electrónico').fill(DEMO_EMAIL);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Ingresar' }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
}

async function measureJourney(browser) {
  const context = await browser.newContext({ locale: 'es-CL', timezoneId: 'America/Santiago' });
  const page = await context.newPage();
  const tracker = createJsTracker(page);
  const network = watchNetwork(page);
  const notes = [];
  await page.goto('http://localhost:3000/', { waitUntil: 'load', timeout: 60_000 });
  await network.quiet();
  let signedIn = false;
  try {
    await signIn(page);
    await network.quiet();
    signedIn = true;
  } catch (error) {
    notes.push(`sign-in failed: ${String(/** @type {Error} */ (error).message).split('\n')[0]}`);
  }
  const steps = [];
  for (const route of JOURNEY) {
    const before = tracker.urls().length;
    const start = Date.now();
    // Client-side navigation, as a click on the menu does: the router listens to popstate.
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, route);
    const { at, timedOut } = await network.quiet({ since: start });
    const heading = await page
      .getByRole('heading')
      .first()
      .textContent({ timeout: 5000 })
      .catch(() => null);
    steps.push({
      route,
      networkQuietMs: Math.max(0, at - start),
      timedOut,
      newJsFiles: tracker.urls().length - before,
      path: new URL(page.url()).pathname,
      heading: heading?.trim().slice(0, 60) ?? null,
    });
  }
  const singletons = await singletonCopies(page, { tracker });
  await tracker.scripts(); // bodies read, so every size has been reported
  const sizes = tracker.encodedSizes();
  await context.close();
  return {
    signedIn,
    steps,
    singletons,
    notes,
    jsGzipBytes: [...sizes.values()].reduce((sum, size) => sum + Math.max(0, size), 0),
    jsFiles: sizes.size,
    // each file and its bytes (gzip), to see where the two builds differ
    files: [...sizes].map(([url, bytes]) => ({ url, bytes })),
  };
}

/**
 * The same journey on the front end built as one webpack app (build-config/single-app.cjs),
 * served on the shell's port, for the bytes federation costs.
 */
async function measureSingleAppJourney(browser) {
  const require = createRequire(import.meta.url);
  const { buildSingleApp } = require('../build-config/single-app.cjs');
  const outDir = path.join(ROOT, 'node_modules', '.cache', 'single-app', 'dist');
  const building = Date.now();
  await buildSingleApp(outDir);
  process.stdout.write(`(single app built in ${formatMs(Date.now() - building)})\n`);
  const { createStaticHandler } = await import('./serve.mjs');
  const http = await import('node:http');
  const server = http.createServer(createStaticHandler(outDir));
  await new Promise((resolve) => server.listen(3000, resolve));
  try {
    return await measureJourney(browser);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

// ─────────────────────────────── api latency ───────────────────────────────

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measureApi(apiUrl) {
  let token = null;
  let tokenError = null;
  try {
    token = await getToken({ apiUrl, email: DEMO_EMAIL, password: DEMO_PASSWORD });
  } catch (error) {
    tokenError = /** @type {Error} */ (error).message;
  }
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const results = [];
  for (const endpoint of API_ENDPOINTS) {
    const url = `${apiUrl}${typeof endpoint.path === 'function' ? endpoint.path({ today, monthAgo }) : endpoint.path}`;
    if (endpoint.auth && !token) {
      results.push({ name: endpoint.name, url, skipped: `no token (${tokenError})` });
      continue;
    }
    const headers = {
      ...(endpoint.auth ? { Authorization: `Bearer ${token}` } : {}),
      ...(endpoint.body ? { 'Content-Type': 'application/json' } : {}),
    };
    const once = async () => {
      const begin = process.hrtime.bigint();
      try {
        const response = await fetch(url, {
          method: endpoint.method ?? 'GET',
          headers,
          body: endpoint.body ? JSON.stringify(endpoint.body) : undefined,
        });
        await response.arrayBuffer();
        const ok = endpoint.expect ? response.status === endpoint.expect : response.status < 300;
        return { ms: Number(process.hrtime.bigint() - begin) / 1e6, ok, status: response.status };
      } catch {
        return { ms: Number(process.hrtime.bigint() - begin) / 1e6, ok: false, status: 0 };
      }
    };
    for (let warm = 0; warm < 5; warm += 1) await once();
    const samples = [];
    let next = 0;
    const begin = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next += 1;
          samples.push(await once());
        }
      }),
    );
    const elapsed = Date.now() - begin;
    const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    const errors = samples.filter((sample) => !sample.ok);
    results.push({
      name: endpoint.name,
      url,
      requests: samples.length,
      concurrency: CONCURRENCY,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? null,
      rps: Math.round((samples.length / elapsed) * 1000),
      errors: errors.length,
      statuses: [...new Set(errors.map((sample) => sample.status))],
    });
  }
  return { tokenError, endpoints: results };
}

// ─────────────────────────────── dashboard api ───────────────────────────────

/** Runs the dashboard section against `apiUrl` (an api seeded at SCALE) and prints its table. */
async function runDashboardApiSection(result, apiUrl) {
  section(
    `dashboard api (${REQUESTS} requests, ${DASHBOARD_AT_ONCE} at a time, SEED_SCALE=${SCALE}, p99 < ${DASHBOARD_P99_BUDGET_MS} ms)`,
  );
  try {
    const token = await getToken({ apiUrl, email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const dashboard = await measureDashboardApi({
      apiUrl,
      token,
      requests: REQUESTS,
      concurrency: DASHBOARD_AT_ONCE,
    });
    result.dashboardApi = dashboard;
    const ms = (value) => (value === null || value === undefined ? '-' : `${value.toFixed(1)} ms`);
    process.stdout.write(
      `demo store: ${dashboard.orders ?? '?'} orders; api ${apiUrl}; load average ${dashboard.loadAverage.before.toFixed(1)} → ${dashboard.loadAverage.after.toFixed(1)} on ${dashboard.loadAverage.cpus} cpus\n${table(
        ['call', 'p50', 'p95', 'p99', 'max', 'req/s', 'errors', 'p99 budget'],
        [...dashboard.endpoints, ...dashboard.informational].map((item) => [
          item.name,
          ms(item.p50),
          ms(item.p95),
          ms(item.p99),
          ms(item.max),
          item.rps,
          item.errors ? `${item.errors} (${item.statuses.join(',')})` : 0,
          item.pass === undefined ? '(info)' : item.pass ? 'ok' : 'OVER',
        ]),
      )}\n`,
    );
  } catch (error) {
    result.errors.push(`dashboard api: ${/** @type {Error} */ (error).message}`);
  }
}

// ─────────────────────────────── products api ───────────────────────────────

/** Runs the products list section against `apiUrl` (an api seeded at SCALE) and prints its table. */
async function runProductsApiSection(result, apiUrl) {
  section(
    `products api (${REQUESTS} requests, ${PRODUCTS_AT_ONCE} at a time, SEED_SCALE=${SCALE}, p99 < ${PRODUCTS_P99_BUDGET_MS} ms)`,
  );
  try {
    const token = await getToken({ apiUrl, email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const products = await measureProductsApi({
      apiUrl,
      token,
      requests: REQUESTS,
      concurrency: PRODUCTS_AT_ONCE,
      scale: SCALE,
    });
    result.productsApi = products;
    const ms = (value) => (value === null || value === undefined ? '-' : `${value.toFixed(1)} ms`);
    process.stdout.write(
      `demo store: ${products.products} products (${products.listed} not archived); api ${apiUrl}; load average ${products.loadAverage.before.toFixed(1)} → ${products.loadAverage.after.toFixed(1)} on ${products.loadAverage.cpus} cpus\n${table(
        ['call', 'matches', 'p50', 'p95', 'p99', 'max', 'req/s', 'errors', 'p99 budget'],
        products.endpoints.map((item) => [
          item.name,
          item.matches,
          ms(item.p50),
          ms(item.p95),
          ms(item.p99),
          ms(item.max),
          item.rps,
          item.errors ? `${item.errors} (${item.statuses.join(',')})` : 0,
          item.pass ? 'ok' : 'OVER',
        ]),
      )}\n`,
    );
    for (const note of products.notes) process.stdout.write(`! ${note}\n`);
  } catch (error) {
    result.errors.push(`products api: ${/** @type {Error} */ (error).message}`);
  }
}

// ─────────────────────────────── operations api ───────────────────────────────

/** Runs the operations section against `apiUrl` (an api seeded at SCALE) and prints its table. */
async function runOperationsApiSection(result, apiUrl) {
  section(
    `operations api (${REQUESTS} requests, ${OPERATIONS_AT_ONCE} at a time, SEED_SCALE=${SCALE}, informational: no p99 budget)`,
  );
  try {
    const operations = await measureOperationsApi({
      apiUrl,
      signIn: () => getToken({ apiUrl, email: DEMO_EMAIL, password: DEMO_PASSWORD }),
      requests: REQUESTS,
      concurrency: OPERATIONS_AT_ONCE,
      scale: SCALE,
    });
    result.operationsApi = operations;
    const ms = (value) => (value === null || value === undefined ? '-' : `${value.toFixed(1)} ms`);
    // One block per screen: the group is named on its first row only.
    const rows = OPERATIONS_GROUPS.flatMap((group) =>
      operations.endpoints
        .filter((endpoint) => endpoint.group === group)
        .map((item, index) => [
          index === 0 ? group : '',
          item.name,
          item.matches ?? '-',
          ms(item.p50),
          ms(item.p95),
          ms(item.p99),
          ms(item.max),
          item.rps,
          item.errors ? `${item.errors} (${item.statuses.join(',')})` : 0,
        ]),
    );
    process.stdout.write(
      `demo store: ${operations.clients} clients, ${operations.orders} orders; client ${operations.client.name} (${operations.client.totalOrders} orders), order #${operations.order.orderNumber} (${operations.order.status}); api ${apiUrl}; load average ${operations.loadAverage.before.toFixed(1)} → ${operations.loadAverage.after.toFixed(1)} on ${operations.loadAverage.cpus} cpus\n${table(
        ['group', 'call', 'rows', 'p50', 'p95', 'p99', 'max', 'req/s', 'errors'],
        rows,
      )}\n`,
    );
    for (const note of operations.notes) process.stdout.write(`! ${note}\n`);
  } catch (error) {
    result.errors.push(`operations api: ${/** @type {Error} */ (error).message}`);
  }
}

/** The line of the operations section: informational figures, FAIL only on a non-2xx answer. */
function operationsLine(label, figures) {
  const worst = figures?.worst;
  const pass = figures?.pass === true;
  process.stdout.write(
    `${label} p99: worst ${worst ? `${worst.p99.toFixed(1)} ms (${worst.name})` : '-'}  (informational, no budget yet); non-2xx answers: ${figures ? figures.errors : '-'}  → ${pass ? 'PASS' : 'FAIL'}\n`,
  );
  return pass;
}

/** The budget line of an api section (dashboard or products), and whether it passed. */
function apiBudgetLine(label, figures, budgetMs) {
  const worst = figures?.worst;
  const pass = figures?.pass === true;
  process.stdout.write(
    `${label} p99: worst ${worst ? `${worst.p99.toFixed(1)} ms (${worst.name})` : '-'}  (budget < ${budgetMs} ms)  → ${pass ? 'PASS' : 'FAIL'}\n`,
  );
  return pass;
}

/** The sections `--only=` runs alone, and the requests in flight at once of each. */
const ONLY_SECTIONS = {
  'dashboard-api': () => DASHBOARD_AT_ONCE,
  'products-api': () => PRODUCTS_AT_ONCE,
  'operations-api': () => OPERATIONS_AT_ONCE,
  load: () => LOAD_AT_ONCE,
};

/**
 * `--only=<section>`: that section alone, on each of --databases (PGlite on ONLY_PORT over the
 * bench's data folder, PostgreSQL on the next port), nothing else of the bench.
 */
async function onlyApiSection(name) {
  const started = Date.now();
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    options: { requests: REQUESTS, concurrency: ONLY_SECTIONS[name](), scale: SCALE },
    databases: /** @type {Record<string, DatabaseFigures>} */ ({}),
    errors: /** @type {string[]} */ ([]),
  };
  // fetch refuses the ports of the Fetch standard's block list (4190, 6000, 6665-6669, …) with
  // "bad port" before connecting: the api would start and never be reached.
  for (const port of [ONLY_PORT, ONLY_PORT + 1]) {
    const portProbe = await fetch(`http://localhost:${port}/`).catch((error) => error);
    if (String(portProbe?.cause?.message).includes('bad port')) {
      throw new Error(`--port=${ONLY_PORT}: fetch refuses to use port ${port}; pick another`);
    }
  }
  await ensurePnpm();
  await ensureInstall();
  for (const database of DATABASES) {
    const figures = newDatabaseFigures();
    result.databases[database] = figures;
    if (database === 'pglite') {
      process.stdout.write(
        `\n▸ starting an api on :${ONLY_PORT} (SEED_SCALE=${SCALE}, data in ${path.relative(ROOT, BENCH_DATA)}; the first run seeds it)\n`,
      );
      for (const old of oldBenchData())
        process.stdout.write(
          `  (${old} is an earlier bench seed, no longer used: it can be deleted)\n`,
        );
      const api = await startApi({
        dataDir: BENCH_DATA,
        uploadsDir: BENCH_UPLOADS,
        env: { ...BENCH_API_ENV, SEED_SCALE: SCALE },
        quiet: true,
        timeoutMs: 20 * 60_000,
        port: ONLY_PORT,
      });
      try {
        await runApiSections(figures, database, `http://localhost:${ONLY_PORT}`, [name]);
      } finally {
        await api.stop();
      }
    } else {
      await runApiSections(figures, database, '', [name]);
    }
    for (const error of figures.errors) result.errors.push(`${database}: ${error}`);
  }
  if (DATABASES.length > 1) printSideBySide(result.databases);
  section('budget');
  const pass = Object.entries(result.databases)
    .map(([database, figures]) => databaseBudgetLines(database, figures))
    .every(Boolean);
  for (const error of result.errors) process.stdout.write(`! ${error}\n`);
  const outDir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(
    `\nwritten to bench/results/${name}.json in ${formatMs(Date.now() - started)}\n`,
  );
  return pass;
}

// ─────────────────────────────── load ───────────────────────────────

/** Runs the load section against `apiUrl` and prints its table. */
async function runLoadSection(figures, apiUrl, database) {
  section(
    `load on ${database} (${LOAD_AT_ONCE} connections, ${LOAD_SECONDS} s per call, SEED_SCALE=${SCALE})`,
  );
  try {
    const load = await measureLoad({
      apiUrl,
      database,
      signIn: () => getToken({ apiUrl, email: DEMO_EMAIL, password: DEMO_PASSWORD }),
      connections: LOAD_AT_ONCE,
      durationSeconds: LOAD_SECONDS,
      ...(typeof args['load-calls'] === 'string' ? { calls: args['load-calls'] } : {}),
      log: (line) => process.stdout.write(`  · ${line}\n`),
    });
    figures.load = load;
    const ms = (value) => (value === null || value === undefined ? '-' : `${Math.round(value)} ms`);
    const percent = (value) => `${Math.round(value * 100)}%`;
    const { reference } = load;
    process.stdout.write(
      `reference ${reference.name}, measured every few calls: ${load.references.map((each) => `${each.rps} req/s (p99 ${ms(each.p99)})`).join(', ')}; load average ${reference.loadAverage.before.toFixed(1)} → ${load.referenceAfter.loadAverage.after.toFixed(1)} on ${load.cpus} cpus; each call against the mean of the two around it\n${table(
        [
          'group',
          'call',
          'rows',
          'req/s',
          'ref req/s',
          'share',
          'p50',
          'p99',
          '× ref p99',
          'errors',
          'budget',
        ],
        load.endpoints.map((item) => [
          item.group,
          item.name,
          item.matches ?? '-',
          item.rps,
          Math.round(item.reference.rps),
          percent(item.share),
          ms(item.p50),
          ms(item.p99),
          item.p99Ratio.toFixed(1),
          item.errors,
          load.budgeted ? (item.pass ? 'ok' : 'MISS') : '(info)',
        ]),
      )}\n`,
    );
    if (load.probe)
      process.stdout.write(
        `beside "${load.probe.beside}", one client calling the reference: p99 ${ms(load.probe.p99)}, ${load.probe.errors} errors (budget on PGlite: p99 ≤ ${PGLITE_PROBE_P99_BUDGET_MS} ms, no errors)\n`,
      );
    if (!load.alive) process.stdout.write('! the api no longer answered after the load\n');
    for (const note of load.notes) process.stdout.write(`! ${note}\n`);
  } catch (error) {
    figures.errors.push(`load: ${/** @type {Error} */ (error).message}`);
  }
}

// ─────────────────────────────── databases ───────────────────────────────

/**
 * @typedef {{ api: any, dashboardApi: any, productsApi: any, operationsApi: any, load: any, errors: string[] }} DatabaseFigures
 */

/** @returns {DatabaseFigures} */
function newDatabaseFigures() {
  return {
    api: null,
    dashboardApi: null,
    productsApi: null,
    operationsApi: null,
    load: null,
    errors: [],
  };
}

/**
 * An api on `port` over a throwaway PostgreSQL server (installed when the machine has none),
 * seeded at SCALE on start: about a minute at bench scale. The server runs without fsync (its data
 * is thrown away); the bench reads, so that changes none of its figures.
 */
async function startPostgresApi(port) {
  const server = await startTemporaryPostgres();
  onCleanup(() => server.stop());
  process.stdout.write(
    `\n▸ starting an api on :${port} over PostgreSQL (SEED_SCALE=${SCALE}; seeding a fresh database first)\n`,
  );
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-'));
  onCleanup(() => fs.rmSync(scratch, { recursive: true, force: true }));
  try {
    const api = await startApi({
      dataDir: path.join(scratch, 'unused-pglite'),
      uploadsDir: path.join(scratch, 'uploads'),
      env: { ...BENCH_API_ENV, SEED_SCALE: SCALE, DATABASE_URL: server.url },
      quiet: true,
      timeoutMs: 20 * 60_000,
      port,
    });
    return {
      url: `http://localhost:${port}`,
      stop: async () => {
        await api.stop();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * The api sections on one database: PGlite is the api at `pgliteUrl` (already running), PostgreSQL
 * one started for them and stopped after.
 * @param {DatabaseFigures} figures
 * @param {'pglite' | 'postgres'} database
 * @param {string} pgliteUrl
 * @param {string[]} [only] the sections to run (every one when absent)
 */
async function runApiSections(figures, database, pgliteUrl, only) {
  const wanted = (name) => (only ? only.includes(name) : !args[`skip-${name}`]);
  let apiUrl = pgliteUrl;
  let stop = async () => {};
  if (database === 'postgres') {
    try {
      const started = await startPostgresApi(only ? ONLY_PORT + 1 : POSTGRES_API_PORT);
      apiUrl = started.url;
      stop = started.stop;
    } catch (error) {
      figures.errors.push(`the api did not start: ${/** @type {Error} */ (error).message}`);
      return;
    }
  }
  process.stdout.write(
    `\n━━ api on ${database === 'pglite' ? 'PGlite' : 'PostgreSQL'} (${apiUrl}) ━━\n`,
  );
  try {
    if (wanted('api-latency')) await runApiLatencySection(figures, apiUrl);
    if (wanted('dashboard-api')) await runDashboardApiSection(figures, apiUrl);
    if (wanted('products-api')) await runProductsApiSection(figures, apiUrl);
    if (wanted('operations-api')) await runOperationsApiSection(figures, apiUrl);
    if (wanted('load')) await runLoadSection(figures, apiUrl, database);
  } finally {
    await stop();
  }
}

/** The first table of the api: a few calls every screen makes. */
async function runApiLatencySection(figures, apiUrl) {
  section(`api latency (${REQUESTS} requests, ${CONCURRENCY} at a time, SEED_SCALE=${SCALE})`);
  figures.api = await measureApi(apiUrl);
  if (figures.api.tokenError) process.stdout.write(`(no token: ${figures.api.tokenError})\n`);
  const ms = (value) => (value === null || value === undefined ? '-' : `${value.toFixed(1)} ms`);
  process.stdout.write(
    `${table(
      ['endpoint', 'p50', 'p95', 'p99', 'max', 'req/s', 'errors'],
      figures.api.endpoints.map((item) =>
        item.skipped
          ? [item.name, 'skipped', '', '', '', '', item.skipped]
          : [
              item.name,
              ms(item.p50),
              ms(item.p95),
              ms(item.p99),
              ms(item.max),
              item.rps,
              item.errors ? `${item.errors} (${item.statuses.join(',')})` : 0,
            ],
      ),
    )}\n`,
  );
}

/** Every call measured on both databases, in one table: p99 and throughput of each. */
function printSideBySide(databases) {
  const { pglite, postgres } = databases;
  if (!pglite || !postgres) return;
  section('PGlite and PostgreSQL side by side');
  /** @type {Map<string, { pglite?: any, postgres?: any }>} */
  const rows = new Map();
  const add = (database, label, item) => {
    if (!item || item.skipped) return;
    const row = rows.get(label) ?? {};
    row[database] = item;
    rows.set(label, row);
  };
  for (const [database, figures] of Object.entries({ pglite, postgres })) {
    for (const item of figures.api?.endpoints ?? []) add(database, `api / ${item.name}`, item);
    for (const item of [
      ...(figures.dashboardApi?.endpoints ?? []),
      ...(figures.dashboardApi?.informational ?? []),
    ])
      add(database, `dashboard / ${item.name}`, item);
    for (const item of figures.productsApi?.endpoints ?? [])
      add(database, `products / ${item.name}`, item);
    for (const item of figures.operationsApi?.endpoints ?? [])
      add(database, `${item.group} / ${item.name}`, item);
    if (figures.load) add(database, `load / reference`, figures.load.reference);
    for (const item of figures.load?.endpoints ?? [])
      add(database, `load ${item.group} / ${item.name}`, item);
  }
  const ms = (value) => (value === null || value === undefined ? '-' : `${value.toFixed(1)} ms`);
  process.stdout.write(
    `${table(
      ['call', 'PGlite p99', 'PGlite req/s', 'PostgreSQL p99', 'PostgreSQL req/s'],
      [...rows].map(([label, row]) => [
        label,
        ms(row.pglite?.p99),
        row.pglite?.rps ?? '-',
        ms(row.postgres?.p99),
        row.postgres?.rps ?? '-',
      ]),
    )}\n`,
  );
}

/** The budget lines of one database's api sections, and whether they all passed. */
function databaseBudgetLines(database, figures) {
  const label = (name) => `${name} (${database})`;
  const passes = [];
  if (figures.dashboardApi)
    passes.push(
      apiBudgetLine(label('dashboard api'), figures.dashboardApi, DASHBOARD_P99_BUDGET_MS),
    );
  if (figures.productsApi)
    passes.push(apiBudgetLine(label('products api'), figures.productsApi, PRODUCTS_P99_BUDGET_MS));
  if (figures.operationsApi)
    passes.push(operationsLine(label('operations api'), figures.operationsApi));
  if (figures.load) passes.push(loadLine(label('load'), figures.load));
  return figures.errors.length === 0 && passes.every(Boolean);
}

/** The budget line of a load section. */
function loadLine(label, load) {
  const missed = load.endpoints.filter((item) => (load.budgeted ? !item.pass : item.errors > 0));
  const what = load.budgeted
    ? `lists and details ≥ 50% of the reference's req/s and p99 ≤ 2×, searches ≥ 25% and ≤ 4×, no errors: ${missed.length ? `${missed.length} missed (${missed.map((item) => `${item.group} / ${item.name}`).join('; ')})` : 'all met'}`
    : `a search does not hold the others: probe p99 ${load.probe ? `${Math.round(load.probe.p99)} ms, ${load.probe.errors} errors` : '-'} (≤ ${PGLITE_PROBE_P99_BUDGET_MS} ms, none); calls with errors: ${missed.length}`;
  process.stdout.write(
    `${label}: ${what}${load.alive ? '' : '; the api stopped answering'}  → ${load.pass ? 'PASS' : 'FAIL'}\n`,
  );
  return load.pass;
}

// ─────────────────────────────── main ───────────────────────────────

/** The api the browser sections use, on :4000 over the bench's seed (seeded on the first run). */
function startBenchApi() {
  return startApi({
    dataDir: BENCH_DATA,
    uploadsDir: BENCH_UPLOADS,
    env: { ...BENCH_API_ENV, SEED_SCALE: SCALE },
    quiet: true,
    timeoutMs: 20 * 60_000,
  });
}

const LIGHTHOUSE_RUNS = Math.max(1, Number(args['lighthouse-runs'] ?? 3) || 3);

/** Lighthouse on the public pages, against the running static servers and api. */
async function runLighthouseSection() {
  section(`public pages on a phone (Lighthouse mobile, median of ${LIGHTHOUSE_RUNS} runs)`);
  const b = LIGHTHOUSE_BUDGETS;
  process.stdout.write(
    `budgets: performance ≥ ${b.performance}, accessibility ${b.accessibility}, LCP ≤ ${formatMs(b.largestContentfulPaintMs)}, TBT ≤ ${b.totalBlockingTimeMs} ms, CLS ≤ ${b.cumulativeLayoutShift}\n`,
  );
  const headers = ['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'budget'];
  process.stdout.write(`${headers.join('  ')}\n`);
  await ensureChromium();
  return measurePublicPages({
    baseUrl: 'http://localhost:3000',
    chromePath: CHROMIUM_PATH,
    runs: LIGHTHOUSE_RUNS,
    onPage: (page) =>
      process.stdout.write(
        `${[
          page.path.padEnd(10),
          `${page.performance.toFixed(2)} (${page.performanceRuns.map((score) => score.toFixed(2)).join(' ')})`,
          page.accessibility.toFixed(2) +
            (page.failedAccessibility.length ? ` (${page.failedAccessibility.join(', ')})` : ''),
          formatMs(page.firstContentfulPaintMs),
          formatMs(page.largestContentfulPaintMs),
          `${Math.round(page.totalBlockingTimeMs)} ms`,
          page.cumulativeLayoutShift.toFixed(3),
          page.pass ? 'ok' : 'MISS',
        ].join('  ')}\n`,
      ),
  });
}

/** The budget line of the public pages. */
function publicPagesLine(pages) {
  const missed = pages.filter((page) => !page.pass).map((page) => page.path);
  // The pages the hosting served unrendered (X-Prerendered: fallback), with why.
  const unrendered = pages
    .filter((page) => page.prerendered !== 'rendered')
    .map((page) => `${page.path} ${page.prerendered ?? 'no header'}`);
  process.stdout.write(
    `public pages (Lighthouse mobile): ${pages.length - missed.length}/${pages.length} within every budget${missed.length ? ` (missed: ${missed.join(', ')})` : ''}  → ${missed.length ? 'FAIL' : 'PASS'}\n` +
      `public pages served rendered: ${pages.length - unrendered.length}/${pages.length}${unrendered.length ? ` (unrendered: ${unrendered.join(', ')})` : ''}\n`,
  );
}

/** The signed-in section: the dashboard's largest paint on a slow phone, a remote's first click. */
async function runSignedInSection(browser) {
  section("signed in: the dashboard on a slow phone, a remote's first click");
  const signed = await measureSignedIn(browser, {
    shellUrl: 'http://localhost:3000',
    apiUrl: API_URL,
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    quiet: (page) => watchNetwork(page).quiet(),
  });
  process.stdout.write(
    `${table(
      [
        '/dashboard LCP (4× CPU)',
        'runs',
        'rendered in',
        'cold: LCP, render',
        'click → page',
        'hover, click → page',
      ],
      [
        [
          formatMs(signed.dashboardLcpMs),
          signed.dashboardLcpRunsMs.map((ms) => formatMs(ms)).join(' '),
          signed.dashboardRenderMs.map((ms) => (ms === null ? 'plain' : `${ms} ms`)).join(' '),
          `${formatMs(signed.dashboardColdLcpMs)}, ${signed.dashboardColdRenderMs === null ? 'plain' : `${signed.dashboardColdRenderMs} ms`}`,
          `${signed.remoteClickMs} ms`,
          `${signed.remoteClickAfterHoverMs} ms`,
        ],
      ],
    )}\n`,
  );
  return signed;
}

/**
 * A browser section alone (`--only=lighthouse`, `--only=signed-in`): builds what is stale, starts
 * the api (the bench seed) and the apps, runs `measure`, prints its budget line (`report`), and
 * writes `{ date, machine, ...figures }` to bench/results/<file>. Resolves whether it passed.
 * @template T
 * @param {string} file
 * @param {() => Promise<T>} measure
 * @param {(figures: T) => { pass: boolean, figures: Record<string, unknown> }} report
 */
async function onlyBrowserSection(file, measure, report) {
  const started = Date.now();
  await ensurePnpm();
  await ensureInstall();
  const stale = APPS.filter((app) => isBuildStale(app));
  if (stale.length) await buildApps(stale, { quiet: true });
  // The hosting serves the registry's releases: each build goes live first.
  releaseAndPublishBuilds(APPS);
  const busy = await busyPorts([API_PORT, ...APPS.map((app) => app.port)]);
  if (busy.length)
    throw new Error(`ports in use: ${busy.join(', ')} — stop \`npm start\` before benchmarking`);
  await startBenchApi();
  const { startStaticServers } = await import('./serve.mjs');
  const statics = await startStaticServers();
  let measured;
  try {
    measured = await measure();
  } finally {
    await statics.close();
  }
  section('budget');
  const { pass, figures } = report(measured);
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      load: os.loadavg().map((value) => Number(value.toFixed(2))),
      node: process.version,
    },
    ...figures,
  };
  const outDir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, file), `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(`\nwritten to bench/results/${file} in ${formatMs(Date.now() - started)}\n`);
  return pass;
}

/** The budget line of the signed-in section. */
function signedInLine(signed) {
  const b = SIGNED_IN_BUDGETS;
  return `signed in: /dashboard LCP ${formatMs(signed.dashboardLcpMs)} (≤ ${formatMs(b.dashboardLcpMs)}), click → remote page ${signed.remoteClickMs} ms (≤ ${b.remoteClickMs}), after hover ${signed.remoteClickAfterHoverMs} ms (≤ ${b.remoteClickAfterHoverMs})  → ${signed.pass ? 'PASS' : 'FAIL'}\n`;
}

/** `--only=signed-in`: the signed-in section alone; written to bench/results/signed-in.json. */
function onlySignedIn() {
  return onlyBrowserSection(
    'signed-in.json',
    async () => {
      await ensureChromium();
      const { chromium } = await loadPlaywright();
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
      try {
        return await runSignedInSection(browser);
      } finally {
        await browser.close();
      }
    },
    (signedIn) => {
      process.stdout.write(signedInLine(signedIn));
      return {
        pass: signedIn.pass,
        figures: { scale: SCALE, budgets: SIGNED_IN_BUDGETS, signedIn },
      };
    },
  );
}

/** `--only=lighthouse`: the public pages alone; written to bench/results/lighthouse.json. */
function onlyLighthouse() {
  return onlyBrowserSection('lighthouse.json', runLighthouseSection, (pages) => {
    publicPagesLine(pages);
    return {
      pass: pages.every((page) => page.pass),
      figures: { runs: LIGHTHOUSE_RUNS, budgets: LIGHTHOUSE_BUDGETS, pages },
    };
  });
}

/** `--only=first-page`: the first page's JS alone; written to bench/results/first-page.json. */
function onlyFirstPage() {
  return onlyBrowserSection(
    'first-page.json',
    async () => {
      await ensureChromium();
      const { chromium } = await loadPlaywright();
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
      try {
        return await measureFirstPage(browser);
      } finally {
        await browser.close();
      }
    },
    (firstPage) => {
      const pass = firstPage.jsGzipBytes <= FIRST_PAGE_BUDGET_BYTES;
      process.stdout.write(
        `first page / JS: ${kb(firstPage.jsGzipBytes)} gzip once used, ${kb(firstPage.jsBeforeUseGzipBytes)} before (budget ≤ ${kb(FIRST_PAGE_BUDGET_BYTES)})  → ${pass ? 'PASS' : 'FAIL'}\n`,
      );
      return {
        pass,
        figures: { budget: { limitBytes: FIRST_PAGE_BUDGET_BYTES, pass }, firstPage },
      };
    },
  );
}

async function main() {
  if (args.only === 'lighthouse') return onlyLighthouse();
  if (args.only === 'first-page') return onlyFirstPage();
  if (args.only === 'signed-in') return onlySignedIn();
  if (args.only) {
    if (!ONLY_SECTIONS[args.only]) {
      throw new Error(`--only=${args.only}: one of ${Object.keys(ONLY_SECTIONS).join(', ')}`);
    }
    return onlyApiSection(args.only);
  }
  const started = Date.now();
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    options: { requests: REQUESTS, concurrency: CONCURRENCY, scale: SCALE },
    bundles: /** @type {any[]} */ ([]),
    firstPage: /** @type {any} */ (null),
    publicPages: /** @type {any[] | null} */ (null),
    signedIn: /** @type {any} */ (null),
    federationCost: /** @type {any} */ (null),
    budget: /** @type {any} */ (null),
    journey: /** @type {any} */ (null),
    /** The api sections' figures per database (pglite, postgres). */
    databases: /** @type {Record<string, DatabaseFigures>} */ ({}),
    errors: /** @type {string[]} */ ([]),
  };

  await ensurePnpm();
  await ensureInstall();
  if (!args['skip-build']) {
    const stale = APPS.filter((app) => isBuildStale(app));
    if (stale.length) {
      const built = await buildApps(stale, { quiet: true });
      for (const failed of built.filter((item) => !item.ok))
        result.errors.push(`${failed.app.dir} does not build`);
    }
  }
  // The hosting serves the registry's releases: each build goes live first.
  releaseAndPublishBuilds(APPS);

  section('bundles (gzip)');
  result.bundles = APPS.map(bundleFigures);
  process.stdout.write(
    `${table(
      ['app', 'initial JS', 'remoteEntry', 'all JS', 'files', 'largest page'],
      result.bundles.map((item) =>
        item.built
          ? [
              item.app,
              kb(item.initialGzip),
              kb(item.remoteEntryGzip),
              kb(item.totalJsGzip),
              item.jsFiles,
              item.largestExpose ?? '(index.html)',
            ]
          : [item.app, 'not built', '', '', '', ''],
      ),
    )}\n`,
  );

  const needsServers = !args['skip-browser'] || !args['skip-api'];
  if (needsServers) {
    const busy = await busyPorts([API_PORT, ...APPS.map((app) => app.port)]);
    if (busy.length)
      throw new Error(`ports in use: ${busy.join(', ')} — stop \`npm start\` before benchmarking`);
    process.stdout.write(
      `\n▸ starting the api (SEED_SCALE=${SCALE}, data in ${path.relative(ROOT, BENCH_DATA)}; the first run seeds it)\n`,
    );
    for (const old of oldBenchData())
      process.stdout.write(
        `  (${old} is an earlier bench seed, no longer used: it can be deleted)\n`,
      );
    try {
      await startBenchApi();
    } catch (error) {
      result.errors.push(`api: ${/** @type {Error} */ (error).message}`);
    }
    // Imported after the install: the static server needs the workspace's packages.
    const { startStaticServers } = await import('./serve.mjs');
    const statics = await startStaticServers();

    if (!args['skip-browser']) {
      try {
        await ensureChromium();
        const { chromium } = await loadPlaywright();
        const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
        try {
          section('first page / (cold, median of 3)');
          result.firstPage = await measureFirstPage(browser);
          const fp = result.firstPage;
          result.budget = {
            firstPageJsGzipBytes: fp.jsGzipBytes,
            limitBytes: FIRST_PAGE_BUDGET_BYTES,
            pass: fp.jsGzipBytes <= FIRST_PAGE_BUDGET_BYTES,
          };
          process.stdout.write(
            `${table(
              [
                'JS before use',
                'JS once used',
                'JS requests',
                'FCP',
                'DOMContentLoaded',
                'load',
                'quiet after use',
              ],
              [
                [
                  kb(fp.jsBeforeUseGzipBytes),
                  kb(fp.jsGzipBytes),
                  fp.jsRequests,
                  formatMs(fp.firstContentfulPaintMs ?? 0),
                  formatMs(fp.domContentLoadedMs ?? 0),
                  formatMs(fp.loadMs ?? 0),
                  formatMs(fp.networkQuietMs ?? 0),
                ],
              ],
            )}\n`,
          );

          const heaviest = [...fp.jsFiles].sort((a, b) => b.bytes - a.bytes).slice(0, 8);
          process.stdout.write(
            `\nheaviest JS of the first page:\n${heaviest.map((file) => `  ${kb(file.bytes).padStart(9)}  ${file.url}`).join('\n')}\n`,
          );

          section('journey through every remote (client-side navigation)');
          result.journey = await measureJourney(browser);
          const journey = result.journey;
          if (!journey.signedIn)
            process.stdout.write(`(not signed in: ${journey.notes.join('; ')})\n`);
          process.stdout.write(
            `${table(
              ['route', 'network quiet', 'new JS files', 'landed on', 'first heading'],
              journey.steps.map((step) => [
                step.route,
                `${formatMs(step.networkQuietMs)}${step.timedOut ? ' (timeout)' : ''}`,
                step.newJsFiles,
                step.path,
                step.heading ?? '-',
              ]),
            )}\n`,
          );
          try {
            result.signedIn = await runSignedInSection(browser);
          } catch (error) {
            result.errors.push(`signed in: ${/** @type {Error} */ (error).message.split('\n')[0]}`);
          }
          section('singleton copies after the journey (want 1 each, 0 = not loaded)');
          process.stdout.write(
            `${table(
              ['library', 'copies', 'share scope', 'files with its code', 'versions'],
              SINGLETONS.map((spec) => {
                const info = journey.singletons.libraries[spec.name];
                return [
                  spec.name,
                  info.copies,
                  info.shareScope ?? '-',
                  info.files.length,
                  info.versions.join(' ') || '-',
                ];
              }),
            )}\n`,
          );
        } finally {
          await browser.close();
        }
      } catch (error) {
        result.errors.push(`browser: ${/** @type {Error} */ (error).message.split('\n')[0]}`);
      }
      if (!args['skip-lighthouse']) {
        try {
          result.publicPages = await runLighthouseSection();
        } catch (error) {
          result.errors.push(`lighthouse: ${/** @type {Error} */ (error).message.split('\n')[0]}`);
        }
      }
    }

    await statics.close();
    if (!args['skip-browser'] && !args['skip-single-app'] && result.journey) {
      section('federation against one app: the journey through every remote');
      try {
        const browser = await (
          await loadPlaywright()
        ).chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
        try {
          const single = await measureSingleAppJourney(browser);
          const ratio = result.journey.jsGzipBytes / single.jsGzipBytes;
          result.federationCost = {
            federatedJsGzipBytes: result.journey.jsGzipBytes,
            federatedJsFiles: result.journey.jsFiles,
            singleAppJsGzipBytes: single.jsGzipBytes,
            singleAppJsFiles: single.jsFiles,
            singleAppSignedIn: single.signedIn,
            singleAppFiles: single.files,
            ratio,
            limit: FEDERATION_COST_LIMIT,
            pass: single.signedIn && ratio <= FEDERATION_COST_LIMIT,
          };
          process.stdout.write(
            `${table(
              ['build', 'JS of the journey (gzip)', 'JS files'],
              [
                [
                  'federated (shell + 6 remotes)',
                  kb(result.journey.jsGzipBytes),
                  result.journey.jsFiles,
                ],
                ['one webpack app', kb(single.jsGzipBytes), single.jsFiles],
              ],
            )}\n`,
          );
        } finally {
          await browser.close();
        }
      } catch (error) {
        result.errors.push(`single app: ${/** @type {Error} */ (error).message.split('\n')[0]}`);
      }
    }
    if (!args['skip-api']) {
      for (const database of DATABASES) {
        const figures = newDatabaseFigures();
        result.databases[database] = figures;
        await runApiSections(figures, database, API_URL);
        for (const error of figures.errors) result.errors.push(`${database}: ${error}`);
      }
      if (DATABASES.length > 1) printSideBySide(result.databases);
    }
  }

  section('budget');
  if (result.signedIn) process.stdout.write(signedInLine(result.signedIn));
  if (result.federationCost) {
    const cost = result.federationCost;
    process.stdout.write(
      `federation: ${cost.ratio.toFixed(2)}× the bytes of one app on the journey (≤ ${cost.limit}×)  → ${cost.pass ? 'PASS' : 'FAIL'}\n`,
    );
  }
  if (result.publicPages) publicPagesLine(result.publicPages);
  else if (!args['skip-browser'] && !args['skip-lighthouse'])
    process.stdout.write('public pages (Lighthouse): not measured → FAIL\n');
  if (result.budget) {
    process.stdout.write(
      `first page / JS: ${kb(result.budget.firstPageJsGzipBytes)} gzip  (budget ≤ ${kb(FIRST_PAGE_BUDGET_BYTES)})  → ${result.budget.pass ? 'PASS' : 'FAIL'}\n`,
    );
  } else {
    process.stdout.write('first page / JS: not measured → FAIL\n');
  }
  const apiPass = Object.entries(result.databases).map(([database, figures]) =>
    databaseBudgetLines(database, figures),
  );
  for (const error of result.errors) process.stdout.write(`! ${error}\n`);

  const outDir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(
    `\nwritten to bench/results/latest.json in ${formatMs(Date.now() - started)}\n`,
  );
  const publicPass = args['skip-lighthouse'] || result.publicPages?.every((page) => page.pass);
  const signedInPass = args['skip-browser'] || result.signedIn?.pass === true;
  const federationPass =
    args['skip-browser'] || args['skip-single-app'] || result.federationCost?.pass === true;
  return (
    result.budget?.pass === true &&
    publicPass === true &&
    signedInPass === true &&
    federationPass === true &&
    apiPass.every(Boolean)
  );
}

main()
  .then(async (pass) => {
    await shutdown();
    process.exit(args.strict && !pass ? 1 : 0);
  })
  .catch(async (error) => {
    process.stderr.write(`bench: ${error.stack ?? error}\n`);
    await shutdown();
    process.exit(1);
  });
