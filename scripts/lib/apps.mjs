// The seven front-end apps, their ports (docs/architecture.md) and where their builds go.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Where the apps' `dist/` folders are read from: this checkout, or another folder holding
 * `<app>/dist` builds (a release to try out, or a throwaway build) via PLATFORM_APPS_ROOT.
 */
export const APPS_ROOT = process.env.PLATFORM_APPS_ROOT
  ? path.resolve(process.env.PLATFORM_APPS_ROOT)
  : ROOT;

/** @typedef {{ dir: string, pkg: string, port: number, federationName: string, distDir: string, url: string }} App */

/** @type {App[]} */
export const APPS = [
  ['shell', 3000, 'shell'],
  ['mfe-public', 3001, 'mfe_public'],
  ['mfe-dashboard', 3002, 'mfe_dashboard'],
  ['mfe-catalogue', 3003, 'mfe_catalogue'],
  ['mfe-commerce', 3004, 'mfe_commerce'],
  ['mfe-operations', 3005, 'mfe_operations'],
  ['mfe-business', 3006, 'mfe_business'],
].map(([dir, port, federationName]) => ({
  dir: /** @type {string} */ (dir),
  pkg: `@platform/${dir}`,
  port: /** @type {number} */ (port),
  federationName: /** @type {string} */ (federationName),
  distDir: path.join(APPS_ROOT, /** @type {string} */ (dir), 'dist'),
  url: `http://localhost:${port}`,
}));

export const API_PORT = 4000;
export const API_URL = `http://localhost:${API_PORT}`;
export const API_STATUS_URL = `${API_URL}/api/system/status`;

export const DEMO_USERS = [
  { email: 'demo@tienda.cl', note: 'published store with a year of data' },
  { email: 'otra@tienda.cl', note: 'a second, smaller store' },
  { email: 'nueva@tienda.cl', note: 'no store yet (login leads to /store-setup)' },
];
export const DEMO_PASSWORD = 'Demo1234!';

/**
 * Finds apps by folder name (`mfe-dashboard`), short name (`dashboard`), federation name
 * (`mfe_dashboard`) or port. Throws on an unknown name so a typo in `--only` is not silent.
 * @param {string | string[] | undefined} names comma list or array; empty means all
 * @returns {App[]}
 */
export function selectApps(names) {
  const list = (Array.isArray(names) ? names : String(names ?? '').split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  if (list.length === 0) return [...APPS];
  return list.map((name) => {
    const app = APPS.find(
      (candidate) =>
        candidate.dir === name ||
        candidate.federationName === name ||
        candidate.dir === `mfe-${name}` ||
        candidate.pkg === name ||
        String(candidate.port) === name,
    );
    if (!app) {
      throw new Error(`Unknown app "${name}". Known: ${APPS.map((a) => a.dir).join(', ')}`);
    }
    return app;
  });
}

/** Newest modification time (ms) of the files under `target`, skipping node_modules and dist. */
export function newestMtime(target) {
  let newest = 0;
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Whether the app's build prerenders pages (its routes.json marks some `"prerender": true`). */
function prerendersPages(app) {
  try {
    const { pages = [] } = JSON.parse(
      fs.readFileSync(path.join(ROOT, app.dir, 'routes.json'), 'utf8'),
    );
    return pages.some((page) => page.prerender === true);
  } catch {
    return false;
  }
}

/**
 * An app's build is stale when any of its inputs (its sources, `shared`, `build-config`, the
 * lockfile) changed after the build wrote `dist/index.html`. webpack cleans and rewrites dist on
 * every build, so that file's time is the build's time.
 * @param {App} app
 */
export function isBuildStale(app) {
  const builtAt = newestMtime(path.join(app.distDir, 'index.html'));
  if (!builtAt) return true;
  if (app.dir !== 'shell' && !fs.existsSync(path.join(app.distDir, 'remoteEntry.js'))) return true;
  const inputs = [
    path.join(ROOT, app.dir),
    path.join(ROOT, 'shared'),
    path.join(ROOT, 'build-config'),
    path.join(ROOT, 'pnpm-lock.yaml'),
  ];
  // A remote's prerendered pages hold the shell's frame (docs/prerendering.md).
  if (prerendersPages(app)) inputs.push(path.join(ROOT, 'shell', 'src'));
  return inputs.some((input) => newestMtime(input) > builtAt);
}
