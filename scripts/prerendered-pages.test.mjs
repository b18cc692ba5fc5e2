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

  /**
   * The shell's frame for Node (build-config/prerender-pages.cjs writes it beside render.json):
   * this one renders the URL it is given with the label of the remote's page module, says where
   * the api is, and counts its renders. A page whose URL has `caida` fails as when the api does
   * not answer. Its `react` is the copy it gives the pages.
   */
  const deployFrame = ({ version = VERSION, frameLabel = 'marco' } = {}) => {
    fs.writeFileSync(path.join(shellRoot, 'render.json'), JSON.stringify({ version }));
    fs.writeFileSync(
      path.join(shellRoot, 'render.cjs'),
      `let renders = 0;
module.exports = {
  renderVersion: ${JSON.stringify(version)},
  contract: '^1.0.0',
  shared: { react: () => ({ copy: ${JSON.stringify(frameLabel)} }) },
  async renderPage(url, remote, modules, { withData, runtimeConfig, accessToken }) {
    if (url.includes('caida') || !modules['./StatusPage']) throw new Error('sin respuesta');
    const { label, react } = await modules['./StatusPage']();
    renders += 1;
    if (accessToken !== undefined) {
      // The api refuses an expired token: the render cannot get the merchant's data.
      if (accessToken.endsWith('.caducado')) throw new Error('401');
      const { sub } = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
      return {
        html: '<main><h1>Panel de ' + sub + ' ' + renders + '</h1></main>',
        styles: '',
        asksForData: true,
        data: { queries: [{ merchant: sub }] },
      };
    }
    return {
      html: '<main><h1>' + label + ' ' + renders + ' ' + url + ' (' + react + ')</h1></main>',
      styles: '<style data-emotion="css data">.css-data{color:green}</style>',
      asksForData: !url.startsWith('/help'),
      data: withData ? { queries: [{ api: runtimeConfig.apiBaseUrl, note: '</script><b>' }] } : null,
    };
  },
};
`,
    );
  };

  /**
   * The remote's pages for Node (build-config/prerender-pages.cjs copies them beside the pages),
   * built against `contract`, whose module says `label` and which React copy it was given. One
   * that imports what no frame gives cannot be linked.
   */
  const deployPages = ({ label = 'render', contract = '^1.0.0', unlinkable = false } = {}) => {
    fs.mkdirSync(path.join(remoteRoot, 'prerendered'), { recursive: true });
    fs.writeFileSync(
      path.join(remoteRoot, 'prerendered', 'pages.cjs'),
      `const react = require(${JSON.stringify(unlinkable ? 'otra-libreria' : 'react')});
module.exports = {
  remote: 'mfe_public',
  contract: ${JSON.stringify(contract)},
  pages: [{ module: './StatusPage', load: async () => ({ label: ${JSON.stringify(label)}, react: react.copy }) }],
};
`,
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
    // The registry names the remote's live release and its pages (scripts/lib/releases.mjs).
    const prerendered = (pagePath, access = 'public') => ({
      path: pagePath,
      module: './Page',
      access,
      prerender: true,
    });
    fs.writeFileSync(
      path.join(shellRoot, 'registry.json'),
      JSON.stringify({
        schema: 1,
        apps: {
          mfe_public: {
            version: 'v1',
            manifest: `${remote.url}/mf-manifest.json`,
            pages: [
              prerendered('/'),
              prerendered('/help'),
              prerendered('/status'),
              prerendered('/dashboard', 'protected'),
              { path: '/sin-html', module: './Page', access: 'public' },
            ],
          },
        },
      }),
    );
    deployFrame();
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
    deployPage('status.json', {
      html: '<main><h1>Estado del Sistema</h1><p role="status">Cargando…</p></main>',
      data: true,
    });
    // A merchant's page: no HTML of its own, rendered per request with the merchant's session.
    deployPage('dashboard.json', { data: true, session: true });
    deployFrame();
    deployPages();
  });

  const page = (pathname, headers = {}) =>
    fetch(`${shell.url}${pathname}`, { headers: { 'accept-encoding': 'identity', ...headers } });

  /** What the answer's header says of a prerendered page: rendered, or the fallback's reason. */
  const prerendered = (response) => response.headers.get('x-prerendered');

  it("serves the page's HTML and styles inside the shell's page, marked with its version", async () => {
    const response = await page('/help');
    assert.equal(response.status, 200);
    assert.equal(prerendered(response), 'rendered');
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

  describe('after a shell or shared release', () => {
    const OTHER_VERSION = 'fedcba9876543210';

    it("renders a page whose HTML has another frame with the live shell's, giving it the frame's shared copies", async () => {
      deployFrame({ version: OTHER_VERSION });
      deployPages({ label: 'ayuda' });
      const response = await page('/help');
      assert.equal(prerendered(response), 'rendered');
      const html = await response.text();
      assert.match(
        html,
        new RegExp(
          `<div id="root" data-prerendered="${OTHER_VERSION}"><main><h1>ayuda (\\d+) /help \\(marco\\)</h1>`,
        ),
      );
      assert.doesNotMatch(html, /Centro de Ayuda/);
      // Kept as long as the frame and the pages: the next visitor gets the same render.
      assert.equal(await (await page('/help')).text(), html);
    });

    it('renders anew with the next frame, and with the next release of the pages', async () => {
      deployFrame({ version: OTHER_VERSION, frameLabel: 'marco 2' });
      assert.match(await (await page('/help')).text(), /<h1>render \d+ \/help \(marco 2\)<\/h1>/);
      deployPages({ label: 'ayuda 2' });
      assert.match(await (await page('/help')).text(), /<h1>ayuda 2 \d+ \/help \(marco 2\)<\/h1>/);
      // Back on the frame the remote was built with, the build's HTML goes out again.
      deployFrame();
      assert.match(await (await page('/help')).text(), /<h1>Centro de Ayuda<\/h1>/);
    });

    it('serves the plain page, and says why, when the remote was built against another major of shared', async () => {
      deployFrame({ version: OTHER_VERSION });
      deployPages({ contract: '^2.0.0' });
      const response = await page('/help');
      assert.equal(await response.text(), SHELL_PAGE);
      assert.equal(prerendered(response), 'fallback; reason=shared-contract');
    });

    it('serves the plain page when the pages import what the frame does not give', async () => {
      deployFrame({ version: OTHER_VERSION });
      deployPages({ unlinkable: true });
      const response = await page('/help');
      assert.equal(await response.text(), SHELL_PAGE);
      assert.equal(prerendered(response), 'fallback; reason=render-failed');
    });

    it('serves the plain page when the shell has no frame to render with (an older shell)', async () => {
      deployFrame({ version: OTHER_VERSION });
      fs.rmSync(path.join(shellRoot, 'render.cjs'));
      const response = await page('/help');
      assert.equal(await response.text(), SHELL_PAGE);
      // Said in the answer, for the bench and whoever looks into it after a shell release.
      assert.equal(prerendered(response), 'fallback; reason=render-version');
    });
  });

  it('serves the plain page for a path that is not prerendered, or whose remote has no file', async () => {
    const notPrerendered = await page('/orders');
    assert.equal(await notPrerendered.text(), SHELL_PAGE);
    assert.equal(prerendered(notPrerendered), null);
    fs.rmSync(path.join(remoteRoot, 'prerendered', 'help.json'));
    const withoutFile = await page('/help');
    assert.equal(await withoutFile.text(), SHELL_PAGE);
    assert.equal(prerendered(withoutFile), 'fallback; reason=page-unavailable');
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

  const dataOf = (html) =>
    JSON.parse(
      /<script type="application\/json" id="prerendered-data">(.*?)<\/script>/s.exec(html)?.[1] ??
        'null',
    );

  it("renders a page that shows the api's data with it, and hands the data to the browser", async () => {
    const html = await (await page('/status')).text();
    assert.match(
      html,
      /<div id="root" data-prerendered="[^"]+"><main><h1>render \d+ \/status \(marco\)<\/h1>/,
    );
    assert.match(html, /\.css-data\{color:green\}<\/style><\/head>/);
    assert.doesNotMatch(html, /Cargando…/);
    // Beside the root, never inside it (React hydrates the root), and unable to end its script.
    assert.match(html, /<\/div><script type="application\/json" id="prerendered-data">/);
    assert.doesNotMatch(html, /<\/script><b>/);
    assert.deepEqual(dataOf(html), {
      queries: [{ api: 'http://localhost:4000/api', note: '</script><b>' }],
    });
  });

  it('keeps a page rendered with data a few seconds, as a CDN would', async () => {
    deployPages({ label: 'kept' });
    const first = await (await page('/status')).text();
    const second = await (await page('/status')).text();
    assert.match(first, /kept \d+ \/status/);
    assert.equal(second, first);
  });

  it("renders a page asked for with a query string with it, where the build's HTML would not match", async () => {
    deployPages({ label: 'search' });
    const html = await (await page('/help?q=env%C3%ADos&categoria=pagos')).text();
    assert.match(html, /<h1>search \d+ \/help\?q=env%C3%ADos&categoria=pagos \(marco\)<\/h1>/);
    assert.doesNotMatch(html, /Centro de Ayuda/);
    assert.match(await (await page('/help')).text(), /<h1>Centro de Ayuda<\/h1>/);
  });

  it("serves the build's HTML, in its loading state, when the page cannot be rendered with its data", async () => {
    deployPages({ unlinkable: true });
    const html = await (await page('/status')).text();
    assert.match(html, /<h1>Estado del Sistema<\/h1><p role="status">Cargando…<\/p>/);
    assert.equal(dataOf(html), null);
    // A search cannot be answered with the build's HTML: the plain page goes out.
    assert.equal(await (await page('/help?q=caida')).text(), SHELL_PAGE);
  });

  it('serves the plain page for a search the render fails on', async () => {
    deployPages({ label: 'falla' });
    const response = await page('/help?q=caida');
    assert.equal(await response.text(), SHELL_PAGE);
    assert.equal(prerendered(response), 'fallback; reason=render-failed');
  });

  describe("a merchant's page", () => {
    /** An access token as the api's page cookie carries it (only its subject is read here). */
    const tokenOf = (sub, signature = 'firma') =>
      ['e30', Buffer.from(JSON.stringify({ sub })).toString('base64url'), signature].join('.');
    const asMerchant = (token, headers = {}) =>
      page('/dashboard', { cookie: `otra=1; platform_page_session=${token}`, ...headers });

    it('is the plain page without the session cookie, or with an empty one', async () => {
      for (const headers of [{}, { cookie: 'platform_page_session=' }]) {
        const response = await page('/dashboard', headers);
        assert.equal(await response.text(), SHELL_PAGE);
        assert.equal(prerendered(response), 'fallback; reason=no-session');
      }
    });

    it("is rendered with the merchant's token, names whose it is, and hands over their data", async () => {
      const html = await (await asMerchant(tokenOf('comercio-a'))).text();
      assert.match(
        html,
        new RegExp(
          `<div id="root" data-prerendered="${VERSION}" data-signed-in="comercio-a"><main><h1>Panel de comercio-a \\d+</h1>`,
        ),
      );
      assert.deepEqual(dataOf(html), { queries: [{ merchant: 'comercio-a' }] });
    });

    it('is never kept: no cache may store it, it has no ETag, and each request renders it anew', async () => {
      const response = await asMerchant(tokenOf('comercio-a'), { 'accept-encoding': 'gzip' });
      assert.equal(response.headers.get('cache-control'), 'private, no-store');
      assert.match(response.headers.get('vary'), /Cookie/);
      assert.equal(response.headers.get('etag'), null);
      assert.equal(response.headers.get('content-encoding'), 'gzip');
      assert.equal(response.headers.get('access-control-allow-origin'), null);
      // How long it took to render, for the browser's navigation timing.
      assert.match(
        response.headers.get('server-timing'),
        /^compose;dur=\d+\.\d, bundle;dur=\d+\.\d, render;dur=\d+\.\d$/,
      );
      const first = /Panel de comercio-a (\d+)/.exec(await response.text())?.[1];
      const again = /Panel de comercio-a (\d+)/.exec(
        await (await asMerchant(tokenOf('comercio-a'))).text(),
      )?.[1];
      assert.ok(first && again && Number(again) > Number(first), `${first} then ${again}`);
      // Another merchant right after gets their own page, not the first one's.
      const other = await (await asMerchant(tokenOf('comercio-b'))).text();
      assert.match(other, /data-signed-in="comercio-b"><main><h1>Panel de comercio-b/);
      assert.doesNotMatch(other, /comercio-a/);
    });

    it('is the plain page when the render cannot have the data (an expired token), or the token names no one', async () => {
      assert.equal(await (await asMerchant(tokenOf('comercio-a', 'caducado'))).text(), SHELL_PAGE);
      assert.equal(await (await asMerchant('no-es-un-token')).text(), SHELL_PAGE);
    });

    it("quotes the merchant's name so it cannot leave its attribute", async () => {
      const html = await (await asMerchant(tokenOf('a"><script>x</script>'))).text();
      assert.match(html, /data-signed-in="a&quot;>&lt;script>x&lt;\/script>"/);
    });
  });
});
