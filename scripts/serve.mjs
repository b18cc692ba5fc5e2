#!/usr/bin/env node
// Serves every built front-end app (`<app>/dist`) on its own port, like the static hosting of
// production: one Node process on `serve-static`, with the build's precompressed copies.
//
//   node scripts/serve.mjs                          all seven apps
//   node scripts/serve.mjs --only shell,mfe-dashboard
//   node scripts/serve.mjs --except mfe-catalogue   (a remote that is "down")
//   node scripts/serve.mjs --control-port 3099      + an endpoint to stop/start one app's server
//
// Importable: `startStaticServers({ apps })` returns handles with `close()`, so a journey can
// take one remote down and bring it back.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

import mime from 'mime-types';
import serveStatic from 'serve-static';

import { APPS, ROOT, selectApps } from './lib/apps.mjs';
import { platformStatus } from './lib/platform.mjs';
import { createPageComposer } from './lib/prerendered-pages.mjs';
import {
  RELEASES_PATH,
  isVersion,
  listReleases,
  liveReleaseDir,
  readRegistry,
  registryPath,
  releaseDir,
  releasesDir,
} from './lib/releases.mjs';

export const DEFAULT_CONTROL_PORT = 3099;

/**
 * On a prerendered page's answer: `rendered` (its HTML is in the page), or `fallback;
 * reason=<why>` (the plain page went out: `page-unavailable`, the remote's files cannot be had;
 * `no-session`; `render-failed`, or not in time; `shared-contract`, the remote was built against
 * another major of shared; `render-version`, the page needs a render and the shell's build has
 * no frame to render it with).
 */
export const PRERENDERED_HEADER = 'X-Prerendered';

/** Entry points and runtime configuration: must be revalidated so a redeploy is seen at once. */
const NO_CACHE_FILES = new Set([
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'index.html',
  'registry.json',
  'config.json',
]);
/** webpack's `[contenthash:8]` in a file name: the content can never change under that name. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The cross-origin headers: the shell loads remote entries, manifests and chunks from other ports. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Timing-Allow-Origin': '*',
};

/**
 * Sent with every file: no MIME sniffing (a JSON or text file never runs as a script), and only
 * the origin as referrer to other sites.
 */
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * What the front end uses when `/config.json` is missing or lacks a value (shared's
 * DEFAULT_RUNTIME_CONFIG, the same values as the local file).
 */
const DEFAULT_RUNTIME_CONFIG = path.join(ROOT, 'build-config', 'runtime-config.json');

/** The map of the public contact page (mfe-public's OfficeLocation): OpenStreetMap's embed. */
const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';
/**
 * The map of a subscription's shipping address (mfe-operations' client detail): Google Maps'
 * embed, which finds a place from the address text (OpenStreetMap's needs coordinates).
 */
const ADDRESS_MAP_EMBED_ORIGIN = 'https://www.google.com';

/**
 * The only pages that may be framed, by their own origin only: the silent sign-in check, which
 * oidc-client-ts loads in a hidden iframe of the shell's page. Every other page refuses all
 * framing: the product embed that merchants put on their own sites is served by the api.
 */
const SAME_ORIGIN_FRAMED_PAGES = new Set(['silent-check-sso.html']);

/** Whether `page` (its path inside the app's folder) may be framed by its own origin. */
function framedBySelf(page) {
  return SAME_ORIGIN_FRAMED_PAGES.has(page.split(path.sep).join('/'));
}

/** An http(s) origin and nothing else: no policy separator can come in from a served file. */
const PLAIN_ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/** The origin of an absolute URL; null for a relative one (same origin, 'self') or junk. */
function originOf(url) {
  if (typeof url !== 'string') return null;
  try {
    const { origin } = new URL(url.trim());
    return PLAIN_ORIGIN.test(origin) ? origin : null;
  } catch {
    return null;
  }
}

function readJsonObject(file) {
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** The manifest URLs of the remotes a registry (releases/registry.json) points at. */
export function registryManifests(registry) {
  const apps = registry && typeof registry === 'object' ? registry.apps : null;
  if (!apps || typeof apps !== 'object') return [];
  return Object.values(apps)
    .map((entry) => entry?.manifest)
    .filter((manifest) => typeof manifest === 'string');
}

/**
 * The Content-Security-Policy of a page of the app served from `root`, computed from what that
 * app serves right now: the origins of the remotes in the registry (the shell's) and of the api
 * and identity provider its `config.json` names. Read on every page request, so a remote
 * published from another origin (or the api moved in `config.json`) needs no rebuild.
 * A remote's own page has no registry: scripts from itself only. A remote's files (entry,
 * chunks) are assumed to come from its manifest's origin (publicPath 'auto').
 * @param {string} root
 * @param {string} [page] the page's path inside root, e.g. `index.html`
 * @param {unknown} [registry] the registry served beside the page (none: a remote's own page)
 */
export function contentSecurityPolicy(root, page = 'index.html', registry = null) {
  const defaults = readJsonObject(DEFAULT_RUNTIME_CONFIG);
  const config = readJsonObject(path.join(root, 'config.json'));
  const configured = (key) => originOf(config[key]) ?? originOf(defaults[key]);
  const api = configured('apiBaseUrl');
  const identity = configured('oidcIssuer');
  const remotes = registryManifests(registry).map(originOf);

  /** @type {Record<string, (string | null)[]>} */
  const directives = {
    'default-src': ["'self'"],
    // The federation runtime adds <script src> for remote entries and chunks; no inline script,
    // no eval anywhere (remote entries are of type 'global').
    'script-src': ["'self'", ...remotes],
    // Manifests of the remotes, the api, the identity provider's token endpoint.
    'connect-src': ["'self'", ...remotes, api, identity],
    // 'unsafe-inline' for styles only: Emotion (Chakra) injects <style> tags at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Uploaded images are served by the api under /uploads; blob: for previews before upload.
    'img-src': ["'self'", 'data:', 'blob:', api],
    // The silent sign-in iframe (identity provider, then back to this origin), the maps, and the
    // api's product embed page (the catalogue's 'Incrustar Producto' preview).
    'frame-src': ["'self'", identity, api, MAP_EMBED_ORIGIN, ADDRESS_MAP_EMBED_ORIGIN],
    'frame-ancestors': [framedBySelf(page) ? "'self'" : "'none'"],
    // The public order page posts a hidden form to the payment provider (locally the api's
    // /sandbox); the identity provider's origin for a form posted to it.
    'form-action': ["'self'", api, identity],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources.filter(Boolean))].join(' '))
    .join('; ');
}

/** An HTML page's policy, and X-Frame-Options for browsers without frame-ancestors. */
function pageHeaders(root, file, registry) {
  const page = path.relative(path.resolve(root), path.resolve(file));
  return {
    'Content-Security-Policy': contentSecurityPolicy(root, page, registry),
    'X-Frame-Options': framedBySelf(page) ? 'SAMEORIGIN' : 'DENY',
  };
}

/** The type of the file a precompressed copy stands for (serve-static would say application/gzip). */
function contentType(file) {
  return mime.contentType(path.extname(file)) || 'application/octet-stream';
}

function cacheControl(file, immutable = false) {
  const name = path.basename(file);
  // A release's folder never changes: every file in it may be kept, its entries too.
  if (immutable) return 'public, max-age=31536000, immutable';
  if (NO_CACHE_FILES.has(name) || name.endsWith('.html')) return 'no-cache';
  if (HASHED_FILE.test(name)) return 'public, max-age=31536000, immutable';
  // Unhashed names (main.js, images in public/) may change on the next deploy.
  return 'no-cache';
}

function sendText(request, response, status, headers, text) {
  const body = Buffer.from(text);
  response.writeHead(status, { ...headers, 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Where a URL path points inside `root`, or null when it leaves it. */
function fileOf(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(root, path.posix.normalize(decoded));
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * The request handler of one app's static server: `serve-static` (files, ETag, Last-Modified,
 * ranges, path safety), plus what static hosting adds around it: CORS for the other apps'
 * origins, the cache rules above, the precompressed copy the build wrote (`x.js.gz`, gzip level
 * 6) to a client that accepts gzip, sent with its Content-Length as a CDN does, and the SPA
 * fallback (a path without an extension, a client-side route such as /orders/42, gets the app's
 * index.html), and the security headers: nosniff and a referrer policy on every file, the
 * content security policy above and X-Frame-Options on every page.
 */
/**
 * @param {string} root
 * @param {{ registry?: () => unknown, immutable?: boolean }} [options]
 *   registry: the registry served beside this app's pages (the shell's), for their policy and the
 *   prerendered pages; by default a `registry.json` in `root`; immutable: `root` is a release's folder under its versioned path, whose
 *   files never change (its pages are not served as pages: no SPA fallback there).
 */
export function createStaticHandler(
  root,
  { registry = () => readJsonObject(path.join(root, 'registry.json')), immutable = false } = {},
) {
  const files = serveStatic(root, {
    index: ['index.html'],
    redirect: false,
    setHeaders(response, file, stat) {
      const original = file.endsWith('.gz') ? file.slice(0, -'.gz'.length) : file;
      response.setHeader('Cache-Control', cacheControl(original, immutable));
      response.setHeader('Vary', 'Accept-Encoding');
      if (original !== file) {
        response.setHeader('Content-Encoding', 'gzip');
        response.setHeader('Content-Type', contentType(original));
      }
      if (original.endsWith('.html')) {
        response.removeHeader('Access-Control-Allow-Origin');
        const headers = pageHeaders(root, original, registry());
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        // The page's validator covers its policy: after a registry change, a revalidation gets
        // the page again with the new policy, not a 304 that keeps the cached one.
        const policyHash = createHash('sha256')
          .update(headers['Content-Security-Policy'])
          .digest('hex')
          .slice(0, 12);
        response.setHeader(
          'ETag',
          `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}-${policyHash}"`,
        );
      }
    },
  });
  const notFound = (request, response) => {
    const message = fs.existsSync(path.join(root, 'index.html'))
      ? 'Not Found\n'
      : `Not Found: ${root} has no build yet (npm run build)\n`;
    sendText(request, response, 404, { 'Content-Type': 'text/plain; charset=utf-8' }, message);
  };
  /** Serves `pathname`, its gzip copy when there is one and the client takes it. */
  const serve = (request, response, pathname, next) => {
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const file = fileOf(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    const compressed = gzip && file && fs.existsSync(`${file}.gz`);
    request.url = compressed ? `${file.slice(root.length).split(path.sep).join('/')}.gz` : pathname;
    files(request, response, next);
  };

  const composer = createPageComposer(root, {
    runtimeConfig: () => ({
      ...readJsonObject(DEFAULT_RUNTIME_CONFIG),
      ...readJsonObject(path.join(root, 'config.json')),
    }),
    registry,
  });
  /** Gzipped composed pages by ETag: the same page is not compressed again per request. */
  const compressed = new Map();
  /**
   * Sends a prerendered page (scripts/lib/prerendered-pages.mjs) as static hosting sends a file.
   * A merchant's page (`personal`) is theirs alone: no cache may keep it, and it has no ETag.
   */
  const sendComposed = (request, response, { html, personal }) => {
    const body = Buffer.from(html);
    const etag = personal
      ? null
      : `W/"${createHash('sha256').update(body).digest('hex').slice(0, 24)}"`;
    const headers = {
      ...pageHeaders(root, path.join(root, 'index.html'), registry()),
      'Content-Type': 'text/html; charset=utf-8',
      ...(personal
        ? { 'Cache-Control': 'private, no-store', Vary: 'Accept-Encoding, Cookie' }
        : { 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ETag: etag }),
    };
    response.removeHeader('Access-Control-Allow-Origin');
    if (etag && request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    let payload = body;
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      payload = (etag && compressed.get(etag)) ?? zlib.gzipSync(body, { level: 6 });
      if (etag) {
        if (compressed.size > 64) compressed.clear();
        compressed.set(etag, payload);
      }
      headers['Content-Encoding'] = 'gzip';
    }
    response.writeHead(200, { ...headers, 'Content-Length': payload.length });
    response.end(request.method === 'HEAD' ? undefined : payload);
  };

  return async (request, response) => {
    for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Max-Age': '86400',
      });
      response.end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(request, response, 405, { Allow: 'GET, HEAD, OPTIONS' }, 'Method Not Allowed');
      return;
    }
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = (queryAt === -1 ? url : url.slice(0, queryAt)) || '/';
    const search = queryAt === -1 || queryAt === url.length - 1 ? '' : url.slice(queryAt);
    const composing = performance.now();
    const composed =
      composer &&
      (await composer.compose(pathname, search, request.headers.cookie).catch(() => null));
    if (composed?.fallback) {
      // A prerendered page served as the plain page: says so, and why (the bench counts them).
      response.setHeader(PRERENDERED_HEADER, `fallback; reason=${composed.fallback}`);
    } else if (composed) {
      response.setHeader(PRERENDERED_HEADER, composed.personal ? 'rendered; personal' : 'rendered');
      // How long the page took here (its render, when it was rendered for this request), for
      // the browser's navigation timing and the bench.
      const parts = { compose: performance.now() - composing, ...composed.timings };
      response.setHeader(
        'Server-Timing',
        Object.entries(parts)
          .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
          .join(', '),
      );
      sendComposed(request, response, composed);
      return;
    }
    serve(request, response, pathname, () => {
      const lastSegment = pathname.split('/').pop() ?? '';
      if (immutable || path.extname(lastSegment) || !fs.existsSync(path.join(root, 'index.html'))) {
        notFound(request, response);
        return;
      }
      serve(request, response, '/index.html', () => notFound(request, response));
    });
  };
}

/** The registry file as the shell's host serves it: `no-cache`, revalidated by its ETag. */
function sendRegistry(request, response, file) {
  let body;
  try {
    body = fs.readFileSync(file);
  } catch {
    sendText(
      request,
      response,
      404,
      { 'Content-Type': 'text/plain; charset=utf-8' },
      'Not Found\n',
    );
    return;
  }
  const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 24)}"`;
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: etag,
  };
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  // Every remote's pages and shared ranges: ~15 KB as JSON, a tenth of it gzipped.
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const payload = gzip ? zlib.gzipSync(body, { level: 6 }) : body;
  response.writeHead(200, {
    ...headers,
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    'Content-Length': payload.length,
  });
  response.end(request.method === 'HEAD' ? undefined : payload);
}

/**
 * The shell's `/platform.json`: the platform's status (scripts/lib/platform.mjs), which the
 * platform panel shows and monitoring reads, computed from the registry at each request,
 * `no-cache`. Served to anyone, like the registry it is made from: it holds nothing
 * `/registry.json` does not.
 */
function sendPlatformStatus(request, response, dir) {
  const body = Buffer.from(`${JSON.stringify(platformStatus(readRegistry(dir)), null, 2)}\n`);
  response.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Content-Length': body.length,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * The request handler of one app's host, serving its releases (docs/deploying.md):
 * - every path but the ones below: the app's live release, as the registry names it now (its
 *   `dist/` when it has none, e.g. a build never released);
 * - a remote's `/releases/<version>/…`: that release's files, immutable, for as long as the
 *   release folder exists (a tab opened on an earlier release keeps loading its chunks);
 * - the shell's `/registry.json`: the registry;
 * - the shell's `/platform.json`: the platform panel's data, from the registry.
 * The registry is read on every request, so a publish or a rollback is served at once.
 * @param {import('./lib/apps.mjs').App} app
 * @param {{ dir?: string }} [options] dir: where the releases are (releases/ by default)
 */
export function createAppHandler(app, { dir = releasesDir() } = {}) {
  const isShell = app.dir === 'shell';
  /** One static handler per served folder, made on first use. */
  const handlers = new Map();
  const registry = () => (isShell ? readRegistry(dir) : null);
  const handlerFor = (root, immutable) => {
    const key = `${immutable ? 'release' : 'live'} ${root}`;
    let handler = handlers.get(key);
    if (!handler) {
      handler = createStaticHandler(root, { registry, immutable });
      handlers.set(key, handler);
    }
    return handler;
  };
  return (request, response) => {
    const url = request.url ?? '/';
    const pathname = url.split('?')[0];
    if (isShell && pathname === '/registry.json') {
      for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
      sendRegistry(request, response, registryPath(dir));
      return undefined;
    }
    if (isShell && pathname === '/platform.json') {
      for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
      sendPlatformStatus(request, response, dir);
      return undefined;
    }
    if (!isShell && pathname.startsWith(RELEASES_PATH)) {
      const [version] = pathname.slice(RELEASES_PATH.length).split('/', 1);
      if (!isVersion(version)) {
        sendText(request, response, 404, { 'Content-Type': 'text/plain' }, 'Not Found\n');
        return undefined;
      }
      request.url = url.slice(RELEASES_PATH.length + version.length) || '/';
      return handlerFor(releaseDir(app, version, dir), true)(request, response);
    }
    const live = liveReleaseDir(app, dir) ?? app.distDir;
    // A hashed chunk is the same file in every release that has it: one the live release lacks
    // comes from another release still kept (a tab opened on it asks for its chunks here).
    const name = path.posix.basename(pathname);
    if (!isShell && HASHED_FILE.test(name) && !fs.existsSync(path.join(live, name))) {
      const kept = listReleases(app, dir)
        .reverse()
        .map((version) => releaseDir(app, version, dir))
        .find((folder) => fs.existsSync(path.join(folder, name)));
      if (kept) return handlerFor(kept, true)(request, response);
    }
    return handlerFor(live, false)(request, response);
  };
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(undefined);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen({ port, host, ipv6Only: false });
  });
}

/**
 * Starts the static server of one app.
 * @param {import('./lib/apps.mjs').App} app
 * @param {{ host?: string }} [options]
 */
export async function startStaticServer(app, { host = process.env.HOST } = {}) {
  const server = http.createServer(createAppHandler(app));
  server.keepAliveTimeout = 5000;
  try {
    // Dual-stack '::' answers both localhost addresses (::1 and 127.0.0.1).
    await listen(server, app.port, host ?? '::');
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (host || (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL')) {
      throw new Error(`${app.dir}: cannot listen on port ${app.port} (${code ?? error})`);
    }
    await listen(server, app.port, '0.0.0.0');
  }
  let closed = false;
  return {
    app,
    port: app.port,
    url: app.url,
    server,
    /** Stops accepting connections and drops the open ones, so the remote is really down. */
    close() {
      if (closed) return Promise.resolve();
      closed = true;
      return new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
  };
}

/**
 * Starts the static servers of several apps (all by default).
 * @param {{ apps?: string[] | string, except?: string[] | string, host?: string }} [options]
 *   apps/except: folder names (`mfe-dashboard`), short names (`dashboard`) or federation names
 */
export async function startStaticServers({ apps, except, host } = {}) {
  const skipped = new Set(except ? selectApps(except).map((app) => app.dir) : []);
  const chosen = selectApps(apps ?? []).filter((app) => !skipped.has(app.dir));
  const servers = [];
  try {
    for (const app of chosen) servers.push(await startStaticServer(app, { host }));
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }
  return {
    servers,
    /** The handle of one app's server. */
    get(name) {
      const [app] = selectApps(name);
      return servers.find((server) => server.app.dir === app.dir);
    },
    close: () => Promise.all(servers.map((server) => server.close())).then(() => undefined),
  };
}

/**
 * A tiny control endpoint on 127.0.0.1 so another process (a Playwright worker) can take one
 * app's server down and bring it back: POST /stop/<app>, POST /start/<app>, GET /status.
 */
export async function startControlServer(port = DEFAULT_CONTROL_PORT, initial = []) {
  /** @type {Map<string, Awaited<ReturnType<typeof startStaticServer>>>} */
  const running = new Map(initial.map((handle) => [handle.app.dir, handle]));
  const server = http.createServer(async (request, response) => {
    const reply = (status, body) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    try {
      const [, action, name] = (request.url ?? '').split('/');
      if (request.method === 'GET' && action === 'status') {
        reply(200, { running: [...running.keys()] });
        return;
      }
      if (request.method !== 'POST' || !name || (action !== 'stop' && action !== 'start')) {
        reply(404, { error: 'POST /stop/<app> | POST /start/<app> | GET /status' });
        return;
      }
      const [app] = selectApps(decodeURIComponent(name));
      if (action === 'stop') {
        await running.get(app.dir)?.close();
        running.delete(app.dir);
      } else if (!running.has(app.dir)) {
        running.set(app.dir, await startStaticServer(app));
      }
      reply(200, { app: app.dir, running: running.has(app.dir) });
    } catch (error) {
      reply(400, { error: /** @type {Error} */ (error).message });
    }
  });
  await listen(server, port, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }).then(() => Promise.all([...running.values()].map((handle) => handle.close()))),
  };
}

/**
 * Asks a running `serve.mjs --control-port` to stop or start one app's server.
 * @param {'stop' | 'start'} action
 * @param {string} app
 * @param {string} [controlUrl]
 */
export async function controlStaticServer(
  action,
  app,
  controlUrl = process.env.SERVE_CONTROL_URL ?? `http://127.0.0.1:${DEFAULT_CONTROL_PORT}`,
) {
  const response = await fetch(`${controlUrl}/${action}/${encodeURIComponent(app)}`, {
    method: 'POST',
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`serve control: ${body.error ?? response.status}`);
  return body;
}

function parseArgs(argv) {
  const options = { only: '', except: '', controlPort: 0 };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const [flag, inline] = arg.split('=', 2);
    const value = () => inline ?? argv[++index] ?? '';
    if (flag === '--only') options.only = value();
    else if (flag === '--except') options.except = value();
    else if (flag === '--control-port')
      options.controlPort = Number(value()) || DEFAULT_CONTROL_PORT;
    else if (flag === '--help' || flag === '-h') {
      process.stdout.write(
        'node scripts/serve.mjs [--only a,b] [--except c] [--control-port 3099]\n' +
          `apps: ${APPS.map((app) => app.dir).join(', ')}\n`,
      );
      process.exit(0);
    } else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const group = await startStaticServers({ apps: options.only, except: options.except });
  const registry = readRegistry();
  for (const { app } of group.servers) {
    const version = registry.apps[app.federationName]?.version;
    const built = version || fs.existsSync(path.join(app.distDir, 'index.html'));
    process.stdout.write(
      `${app.dir.padEnd(15)} ${app.url}${version ? `   release ${version}` : built ? '   (dist, not released)' : '   (no build yet: npm run build)'}\n`,
    );
  }
  let control;
  if (options.controlPort) {
    control = await startControlServer(options.controlPort, group.servers);
    process.stdout.write(`control         ${control.url} (POST /stop/<app>, POST /start/<app>)\n`);
  }
  const stop = async () => {
    await (control ? control.close() : group.close());
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}
