// The static server's contract with the browser (README "Serving the apps"): what is cached and
// for how long, gzip, CORS for the other apps, and the SPA fallback. Run by `npm test`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';

import { createStaticHandler } from './serve.mjs';

const CHUNK = 'src_page.0a1b2c3d.js';

describe('static server', () => {
  let root;
  let server;
  let base;

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
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
});
