// The shell's static hosting serves a prerendered page as HTML (docs/prerendering.md): the
// shell's index.html with the page's markup and styles, fetched from the remote that renders it.
// Run by `npm test`, against two real static servers: the shell's and a remote's.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';

import { createStaticHandler } from './serve.mjs';

const VERSION = '0123456789abcdef';
const SHELL_PAGE =
  '<!doctype html><html><head><title>Suscribe</title><script defer src=/main.js></script></head>' +
  '<body><noscript>Necesitas habilitar JavaScript para usar esta aplicación.</noscript>' +
  '<div id=root></div></body></html>';

function listen(root) {
  const server = http.createServer(createStaticHandler(root));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

function close({ server }) {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
}

describe('prerendered pages', () => {
  let shellRoot;
  let remoteRoot;
  let shell;
  let remote;

  /** What a remote's build writes for a page (build-config/prerender-pages.cjs). */
  const deployPage = (file, page) => {
    fs.mkdirSync(path.join(remoteRoot, 'prerendered'), { recursive: true });
    fs.writeFileSync(
      path.join(remoteRoot, 'prerendered', file),
      JSON.stringify({ version: VERSION, styles: '', html: '', ...page }),
    );
  };

  before(async () => {
    shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-shell-'));
    remoteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-remote-'));
    fs.writeFileSync(path.join(remoteRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(remoteRoot, 'mf-manifest.json'), '{}');
    remote = await listen(remoteRoot);

    fs.writeFileSync(path.join(shellRoot, 'index.html'), SHELL_PAGE);
    fs.writeFileSync(path.join(shellRoot, 'hydrate-on-intent.js'), '// loader');
    fs.writeFileSync(
      path.join(shellRoot, 'remotes.json'),
      JSON.stringify({ mfe_public: `${remote.url}/mf-manifest.json` }),
    );
    fs.writeFileSync(
      path.join(shellRoot, 'render.json'),
      JSON.stringify({ version: VERSION, pages: { '/': 'mfe_public', '/help': 'mfe_public' } }),
    );
    shell = await listen(shellRoot);
  });

  after(async () => {
    await Promise.all([close(shell), close(remote)]);
    fs.rmSync(shellRoot, { recursive: true, force: true });
    fs.rmSync(remoteRoot, { recursive: true, force: true });
  });

  beforeEach(() => {
    fs.rmSync(path.join(remoteRoot, 'prerendered'), { recursive: true, force: true });
    deployPage('help.json', {
      styles: '<style data-emotion="css abc">.css-abc{color:teal}</style>',
      html: '<main><h1>Centro de Ayuda</h1></main>',
    });
    deployPage('index.json', { html: '<h1>Vende por suscripción</h1>' });
  });

  const page = (pathname, headers = {}) =>
    fetch(`${shell.url}${pathname}`, { headers: { 'accept-encoding': 'identity', ...headers } });

  it("serves the page's HTML and styles inside the shell's page, marked with its version", async () => {
    const response = await page('/help');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^text\/html/);
    const html = await response.text();
    assert.match(
      html,
      new RegExp(`<div id="root" data-prerendered="${VERSION}"><main><h1>Centro de Ayuda</h1>`),
    );
    assert.match(html, /<style data-emotion="css abc">\.css-abc\{color:teal\}<\/style><\/head>/);
    assert.doesNotMatch(html, /Necesitas habilitar JavaScript/);
  });

  it("swaps the shell's entry for the script that loads it at the visitor's first use", async () => {
    const html = await (await page('/help')).text();
    assert.match(
      html,
      /<script defer src="\/hydrate-on-intent\.js" data-entry="\/main\.js"><\/script>/,
    );
    assert.doesNotMatch(html, /<script defer src=\/main\.js>/);
  });

  it('serves the home page, which static hosting would answer with index.html', async () => {
    assert.match(await (await page('/')).text(), /data-prerendered="[^"]+"><h1>Vende por/);
  });

  it("sends a composed page with the page's policy, no cache without revalidation, and gzip", async () => {
    const response = await page('/help', { 'accept-encoding': 'gzip' });
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.match(response.headers.get('content-security-policy'), /script-src 'self'/);
    assert.equal(response.headers.get('access-control-allow-origin'), null);
    const etag = response.headers.get('etag');
    assert.ok(etag);
    assert.equal((await page('/help', { 'if-none-match': etag })).status, 304);
  });

  it("serves a remote's new deploy at once, without touching the shell", async () => {
    const before = await (await page('/help')).text();
    deployPage('help.json', { html: '<main><h1>Centro de Ayuda renovado</h1></main>' });
    const after = await (await page('/help')).text();
    assert.notEqual(after, before);
    assert.match(after, /Centro de Ayuda renovado/);
  });

  it('serves the plain page when the HTML was rendered with another frame', async () => {
    deployPage('help.json', { version: 'fedcba9876543210', html: '<h1>Otra versión</h1>' });
    const html = await (await page('/help')).text();
    assert.equal(html, SHELL_PAGE);
  });

  it('serves the plain page for a path that is not prerendered, or whose remote has no file', async () => {
    assert.equal(await (await page('/dashboard')).text(), SHELL_PAGE);
    fs.rmSync(path.join(remoteRoot, 'prerendered', 'help.json'));
    assert.equal(await (await page('/help')).text(), SHELL_PAGE);
  });

  it('serves the plain page at once when the remote is down', async () => {
    await close(remote);
    try {
      const html = await (await page('/help')).text();
      assert.equal(html, SHELL_PAGE);
    } finally {
      const port = new URL(remote.url).port;
      remote = await new Promise((resolve) => {
        const server = http.createServer(createStaticHandler(remoteRoot));
        server.listen(Number(port), '127.0.0.1', () => resolve({ server, url: remote.url }));
      });
    }
  });

  it('ignores a file that is not a prerendered page', async () => {
    fs.writeFileSync(path.join(remoteRoot, 'prerendered', 'help.json'), '{"html": 3}');
    assert.equal(await (await page('/help')).text(), SHELL_PAGE);
  });
});
