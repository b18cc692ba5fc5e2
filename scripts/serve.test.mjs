// The static server's contract with the browser (README "Serving the apps"): what is cached and
// for how long, gzip, CORS for the other apps, the SPA fallback, and the security headers (the
// content security policy follows the served registry). Run by `npm test`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';

import { createStaticHandler } from './serve.mjs';

const CHUNK = 'src_page.0a1b2c3d.js';

/** A registry (scripts/lib/releases.mjs) whose remotes live at these manifest URLs. */
const registryOf = (manifests) => ({
  schema: 1,
  apps: Object.fromEntries(
    Object.entries(manifests).map(([name, manifest]) => [name, { version: 'v1', manifest }]),
  ),
});
const REMOTES = {
  mfe_catalogue: 'http://localhost:3003/mf-manifest.json',
  mfe_dashboard: 'https://dashboard.example.cl/v2/mf-manifest.json',
};
const REGISTRY = registryOf(REMOTES);
const RUNTIME_CONFIG = {
  apiBaseUrl: 'https://api.example.cl/api',
  oidcIssuer: 'https://sso.example.cl/oidc',
  oidcClientId: 'platform-web',
};

/** A policy header as directive name -> sources. */
function parsePolicy(header) {
  assert.ok(header, 'a Content-Security-Policy header');
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('static server', () => {
  let root;
  let server;
  let base;

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(root, 'silent-check-sso.html'), '<!doctype html><title>x</title>');
    fs.writeFileSync(path.join(root, 'registry.json'), JSON.stringify(REGISTRY));
    fs.writeFileSync(path.join(root, 'config.json'), JSON.stringify(RUNTIME_CONFIG));
    fs.writeFileSync(path.join(root, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_x' }));
    fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var mfe_x;');
    const chunk = `export const page = ${JSON.stringify('x'.repeat(4000))};`;
    fs.writeFileSync(path.join(root, CHUNK), chunk);
    // What the build writes beside it (build-config's CompressionPlugin).
    fs.writeFileSync(path.join(root, `${CHUNK}.gz`), zlib.gzipSync(chunk, { level: 6 }));
    server = http.createServer(createStaticHandler(root));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url, headers = {}, method = 'GET') =>
    fetch(`${base}${url}`, { method, headers: { 'accept-encoding': 'identity', ...headers } });

  it('keeps content-hashed chunks for a year and sends their gzip copy with its length', async () => {
    const response = await fetch(`${base}/${CHUNK}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.match(response.headers.get('content-type'), /javascript/);
    assert.equal(
      Number(response.headers.get('content-length')),
      fs.statSync(path.join(root, `${CHUNK}.gz`)).size,
    );
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.match(await response.text(), /export const page/);
  });

  it('sends the plain file to a client that does not take gzip', async () => {
    const response = await get(`/${CHUNK}`);
    assert.equal(response.headers.get('content-encoding'), null);
    assert.match(await response.text(), /export const page/);
  });

  it('makes the browser revalidate entries, manifests and pages', async () => {
    for (const file of ['/mf-manifest.json', '/remoteEntry.js', '/index.html']) {
      const response = await get(file);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get('cache-control'), 'no-cache', file);
    }
  });

  it('lets the other apps load its scripts, but not read its pages', async () => {
    assert.equal((await get('/remoteEntry.js')).headers.get('access-control-allow-origin'), '*');
    assert.equal((await get('/')).headers.get('access-control-allow-origin'), null);
    const preflight = await get('/remoteEntry.js', {}, 'OPTIONS');
    assert.equal(preflight.status, 204);
  });

  it('answers a client-side route with the app page, and a missing file with 404', async () => {
    const route = await get('/orders/42');
    assert.equal(route.status, 200);
    assert.match(route.headers.get('content-type'), /text\/html/);
    assert.match(await route.text(), /id="root"/);
    assert.equal((await get('/missing.0a1b2c3d.js')).status, 404);
  });

  it('answers 304 to a revalidation of an unchanged file, and 405 to a write', async () => {
    const first = await get('/mf-manifest.json');
    // As a browser revalidates (fetch() would add `cache-control: no-cache` by itself).
    const again = await get('/mf-manifest.json', {
      'if-none-match': first.headers.get('etag'),
      'cache-control': 'max-age=0',
    });
    assert.equal(again.status, 304);
    assert.equal((await get('/index.html', {}, 'POST')).status, 405);
  });

  it('sends every page a policy that loads scripts only from itself and the registry', async () => {
    for (const url of ['/', '/index.html', '/orders/42']) {
      const response = await get(url);
      const policy = parsePolicy(response.headers.get('content-security-policy'));
      assert.deepEqual(
        policy['script-src'],
        ["'self'", 'http://localhost:3003', 'https://dashboard.example.cl'],
        url,
      );
      assert.deepEqual(
        policy['connect-src'],
        [
          "'self'",
          'http://localhost:3003',
          'https://dashboard.example.cl',
          'https://api.example.cl',
          'https://sso.example.cl',
        ],
        url,
      );
      assert.deepEqual(policy['img-src'], ["'self'", 'data:', 'blob:', 'https://api.example.cl']);
      assert.deepEqual(policy['form-action'], [
        "'self'",
        'https://api.example.cl',
        'https://sso.example.cl',
      ]);
      assert.deepEqual(policy['frame-ancestors'], ["'none'"]);
      assert.deepEqual(policy['object-src'], ["'none'"]);
      assert.deepEqual(policy['base-uri'], ["'self'"]);
      assert.equal(response.headers.get('x-frame-options'), 'DENY', url);
    }
  });

  it('lets only its own pages frame the silent sign-in check', async () => {
    const response = await get('/silent-check-sso.html');
    const policy = parsePolicy(response.headers.get('content-security-policy'));
    assert.deepEqual(policy['frame-ancestors'], ["'self'"]);
    assert.equal(response.headers.get('x-frame-options'), 'SAMEORIGIN');
  });

  it('follows a remote published from another origin at once, even on revalidation', async () => {
    const before = await get('/');
    const moved = registryOf({
      ...REMOTES,
      mfe_catalogue: 'https://catalogue.example.cl/releases/v2/mf-manifest.json',
    });
    fs.writeFileSync(path.join(root, 'registry.json'), JSON.stringify(moved));
    try {
      const after = await get('/', {
        'if-none-match': before.headers.get('etag'),
        'cache-control': 'max-age=0',
      });
      assert.equal(after.status, 200, 'a changed policy is a changed page');
      const policy = parsePolicy(after.headers.get('content-security-policy'));
      assert.deepEqual(policy['script-src'], [
        "'self'",
        'https://catalogue.example.cl',
        'https://dashboard.example.cl',
      ]);
    } finally {
      fs.writeFileSync(path.join(root, 'registry.json'), JSON.stringify(REGISTRY));
    }
  });

  it('keeps a registry entry that is not a plain URL out of the policy', async () => {
    const hostile = registryOf({
      mfe_x: "https://x.example.cl; script-src 'unsafe-inline'",
      mfe_y: 'http://y.example.cl;script-src/mf-manifest.json',
      mfe_z: '/mfe/z/mf-manifest.json',
    });
    fs.writeFileSync(path.join(root, 'registry.json'), JSON.stringify(hostile));
    try {
      const policy = parsePolicy((await get('/')).headers.get('content-security-policy'));
      assert.deepEqual(policy['script-src'], ["'self'"]);
    } finally {
      fs.writeFileSync(path.join(root, 'registry.json'), JSON.stringify(REGISTRY));
    }
  });

  it('sends nosniff and a referrer policy with every file, and no page policy on scripts', async () => {
    for (const url of ['/', `/${CHUNK}`, '/remoteEntry.js', '/registry.json', '/missing.js']) {
      const response = await get(url);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', url);
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', url);
    }
    assert.equal((await get('/remoteEntry.js')).headers.get('content-security-policy'), null);
  });
});
