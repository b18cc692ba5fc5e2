// The shell's static hosting puts a prerendered page in its HTML (docs/prerendering.md), as an
// edge function in front of a CDN would: the shell's `index.html`, with the HTML and styles that
// the page's remote rendered at its own build (`<remote>/prerendered/<page>.json`, fetched from
// the remote's origin). A remote redeployed alone is served at once; the shell is not rebuilt.
//
// Two kinds of page are rendered here, per request, with the remote's own Node bundle
// (`<remote>/prerendered/render.cjs`, the one its build rendered with): a page that shows the
// api's data (its file says `data: true`), rendered with that data, which goes to the browser's
// cache beside the HTML; and a page asked for with a query string (a search), which the build's
// HTML would not match. Such renders are kept a few seconds (DATA_TTL_MS), like a CDN's short
// cache in front of an edge render, and no longer than their bundle: a redeploy renders anew.
// An older render is served while the next is made (stale-while-revalidate): a visitor waits
// for the api only on a page nobody asked for lately.
//
// A merchant's page (its file says `session: true`: the dashboard) is rendered here only for a
// request that carries the merchant's access token in the page cookie, with that token, and is
// never kept: each request renders it anew, and it goes out marked `personal` (not to be stored).
//
// The page is used only when it was rendered with the shell's frame as built now (equal render
// versions); otherwise, or when the remote or the api does not answer in time, the build's HTML
// goes out (its data parts in their loading state), or the plain `index.html` and the browser
// renders the page as before.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const {
  PRERENDERED_DIR,
  RENDER_BUNDLE,
  prerenderedFile,
} = require('../../build-config/prerendered-files.cjs');

/** How long a page waits for its remote's file before going out without it. */
const FETCH_TIMEOUT_MS = 800;
/** How long the first request after a remote's deploy waits for its render bundle. */
const BUNDLE_TIMEOUT_MS = 5_000;
/** How long a request waits for a page being rendered here that has no earlier render. */
const RENDER_WAIT_MS = 800;
/** A render that takes longer is given up (the api hangs). */
const RENDER_LIMIT_MS = 10_000;
/** How long a page rendered here is served as is. */
const DATA_TTL_MS = 10_000;
/** How long it may still be served, while a new render is made (or fails: the api is down). */
const STALE_TTL_MS = 5 * 60_000;
/** Pages rendered here that are kept (distinct URLs: searches). */
const MAX_RENDERED = 200;
/**
 * The cookie that brings a signed-in merchant's access token to the pages rendered with it
 * (api/src/session/session-cookie.ts: HttpOnly, SameSite=Strict, the pages' path only).
 */
export const PAGE_SESSION_COOKIE = 'platform_page_session';
/**
 * How long a merchant's page may take to render here before the plain `index.html` goes out
 * (and the browser renders it, as without a session). Never kept: each request renders anew.
 */
const SIGNED_IN_RENDER_WAIT_MS = 1_500;

/** The id of the `<script type="application/json">` holding a page's data (shell's bootstrap). */
export const PAGE_DATA_ID = 'prerendered-data';

/** The root element of the built `index.html`, minified or not. */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
const NOSCRIPT = /<noscript>.*?<\/noscript>/s;
/** The shell's entry script as html-webpack-plugin writes it (`<script defer src=/main.js>`). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/;
/** The shell's script that loads its entry at the visitor's first sign of use. */
const INTENT_LOADER = 'hydrate-on-intent.js';

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Whether `value` is a prerendered page's file as the remotes' builds write it. */
function isPrerendered(value) {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof value.version === 'string' &&
    typeof value.styles === 'string' &&
    typeof value.html === 'string'
  );
}

/** JSON that may sit inside a `<script>`: no `<` that could close it. */
function scriptJson(value) {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/** Text that may sit inside a double-quoted attribute. */
function attributeText(value) {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** The value of cookie `name` in a `Cookie` header, or null. */
export function cookieValue(header, name) {
  for (const pair of String(header ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) {
      const value = pair.slice(index + 1).trim();
      return value === '' ? null : value;
    }
  }
  return null;
}

/**
 * The subject (`sub`) of a JWT, read without checking it: the api checks the token on every call
 * of the render. It only names, in the page, whose page it is.
 */
function subjectOf(token) {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

function withTimeout(promise, ms) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The remote whose live release prerenders `pathname`, its manifest URL, and the route table of
 * every remote (the shell's, from the registry), or null.
 * @param {{ apps?: Record<string, { manifest?: string, pages?: Array<{ path: string, prerender?: boolean }> }> } | null} registry
 */
function prerenderedRemote(registry, pathname) {
  const apps = registry?.apps ?? {};
  for (const [remote, entry] of Object.entries(apps)) {
    if (typeof entry?.manifest !== 'string' || !Array.isArray(entry.pages)) continue;
    if (!entry.pages.some((page) => page.path === pathname && page.prerender === true)) continue;
    const routes = Object.entries(apps).flatMap(([name, other]) =>
      Array.isArray(other?.pages) ? other.pages.map((page) => ({ ...page, remote: name })) : [],
    );
    return { remote, manifest: entry.manifest, routes };
  }
  return null;
}

/**
 * The composer of the shell's app folder `root`, or null when the build has no `render.json`
 * (a remote's folder, an older shell). `compose(pathname, search, cookies)` resolves to the
 * page's full HTML, `{ html, personal }` (`personal`: a merchant's page, rendered with their
 * session, never to be stored), or null when it is not prerendered or cannot be had now.
 * @param {string} root
 * @param {{ fetch?: typeof fetch, runtimeConfig?: () => Record<string, unknown>, registry?: () => unknown }} [options]
 *   `runtimeConfig`: the front end's config (where the api is) for pages rendered with data.
 *   `registry`: the registry as served now (which remote's release prerenders which page);
 *   by default `registry.json` in `root`.
 */
export function createPageComposer(
  root,
  {
    fetch: fetchFile = globalThis.fetch,
    runtimeConfig = () => ({}),
    registry = () => readJson(path.join(root, 'registry.json')),
  } = {},
) {
  if (!fs.existsSync(path.join(root, 'render.json'))) return null;
  /** Remote files by URL, revalidated with their ETag on every request. */
  const files = new Map();
  /** Render bundles by their content's hash, loaded once each. */
  const bundles = new Map();
  /** Pages rendered here, by remote and URL: { at, page }. */
  const rendered = new Map();
  /** Renders under way, by the same key: one render per page at a time. */
  const rendering = new Map();
  const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-render-'));

  /** A remote file (`read` turns its body into the value kept), revalidated with its ETag. */
  async function fetchRemoteFile(url, read, timeout = FETCH_TIMEOUT_MS) {
    const cached = files.get(url);
    const response = await fetchFile(url, {
      headers: cached?.etag ? { 'If-None-Match': cached.etag } : {},
      signal: AbortSignal.timeout(timeout),
    });
    if (response.status === 304 && cached) return cached.value;
    if (!response.ok) {
      files.delete(url);
      return null;
    }
    const value = await read(response);
    const etag = response.headers.get('etag');
    if (etag && value !== null) files.set(url, { etag, value });
    return value;
  }

  async function fetchPage(url) {
    const page = await fetchRemoteFile(url, (response) => response.json());
    return isPrerendered(page) ? page : null;
  }

  /**
   * The remote's render bundle, `{ hash, module }`: code from its own origin, as the browser runs
   * its entry. Revalidated on every request like the pages: a redeploy renders at once.
   */
  async function fetchBundle(url) {
    return fetchRemoteFile(
      url,
      async (response) => {
        const source = Buffer.from(await response.arrayBuffer());
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 24);
        if (!bundles.has(hash)) {
          const file = path.join(bundleDir, `${hash}.cjs`);
          fs.writeFileSync(file, source);
          bundles.set(hash, { hash, module: require(file) });
        }
        return bundles.get(hash);
      },
      BUNDLE_TIMEOUT_MS,
    );
  }

  /** Keeps a page rendered here, the oldest going first past MAX_RENDERED. */
  function keep(key, page) {
    rendered.delete(key);
    if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value);
    rendered.set(key, { at: Date.now(), page });
  }

  /** Renders `url` with `bundle` and keeps it; resolves to null when it fails. */
  function startRender(key, bundle, remote, url) {
    const under = rendering.get(key);
    if (under) return under;
    const { pages, renderPage } = bundle.module;
    const modules = Object.fromEntries(pages.map((page) => [page.module, page.load]));
    const render = withTimeout(
      Promise.resolve().then(() =>
        renderPage(url, remote, modules, { withData: true, runtimeConfig: runtimeConfig() }),
      ),
      RENDER_LIMIT_MS,
    )
      .then((page) => {
        keep(key, page);
        return page;
      })
      .catch(() => null)
      .finally(() => rendering.delete(key));
    rendering.set(key, render);
    return render;
  }

  /** The render bundle of the remote whose pages are in `folder`, when it renders `version`. */
  async function bundleFor(folder, version) {
    const bundle = await fetchBundle(new URL(RENDER_BUNDLE, folder).href).catch(() => null);
    return bundle && bundle.module.renderVersion === version ? bundle : null;
  }

  /** The page at `url` rendered by `remote`'s bundle with its data; null if it cannot be now. */
  async function renderHere(folder, remote, url, version) {
    const bundle = await bundleFor(folder, version);
    if (!bundle) return null;
    const key = `${bundle.hash} ${url}`;
    const kept = rendered.get(key);
    const age = kept ? Date.now() - kept.at : Number.POSITIVE_INFINITY;
    if (age < DATA_TTL_MS) return kept.page;
    const next = startRender(key, bundle, remote, url);
    if (age < STALE_TTL_MS) return kept.page;
    return withTimeout(next, RENDER_WAIT_MS).catch(() => null);
  }

  /**
   * The page at `url` as the merchant whose access token this is sees it, with their data; null
   * when it cannot be now (the token has expired: the api refuses it; the api is slow).
   */
  async function renderSignedIn(folder, remote, url, version, accessToken, routes, timings) {
    const asked = performance.now();
    const bundle = await bundleFor(folder, version);
    timings.bundle = performance.now() - asked;
    if (!bundle) return null;
    const { pages, renderPage } = bundle.module;
    const modules = Object.fromEntries(pages.map((page) => [page.module, page.load]));
    // Given up after the wait: the render, queued behind other merchants' or under way, stops.
    const signal = AbortSignal.timeout(SIGNED_IN_RENDER_WAIT_MS);
    const render = Promise.resolve().then(() =>
      renderPage(url, remote, modules, {
        withData: true,
        runtimeConfig: runtimeConfig(),
        accessToken,
        // The merchant's menu: every remote's pages as the registry has them now.
        routes,
        signal,
      }),
    );
    const rendering = performance.now();
    return withTimeout(render, SIGNED_IN_RENDER_WAIT_MS)
      .catch(() => null)
      .finally(() => {
        timings.render = performance.now() - rendering;
      });
  }

  return {
    /**
     * @param {string} pathname
     * @param {string} [search] the query string, with its `?`, or ''
     * @param {string} [cookies] the request's `Cookie` header
     * @returns {Promise<{ html: string, personal: boolean, timings: Record<string, number> } | { fallback: string } | null>}
     *   `timings`: ms spent on the parts of a merchant's page (its bundle's check, its render);
     *   `fallback`: a prerendered page that goes out as the plain page, and why (the remote's file
     *   cannot be had, it was rendered with another frame, no session, its render failed);
     *   null: not a prerendered page
     */
    async compose(pathname, search = '', cookies = '') {
      const timings = {};
      // Read on every request, like the registry: a redeploy of the shell is seen at once.
      const manifest = readJson(path.join(root, 'render.json'));
      const live = manifest && prerenderedRemote(registry(), pathname);
      if (!live) return null;
      const { remote, manifest: entry, routes } = live;
      let folder;
      let page;
      try {
        folder = new URL(`${PRERENDERED_DIR}/`, entry).href;
        page = await fetchPage(new URL(prerenderedFile(pathname), folder).href);
      } catch {
        return { fallback: 'page-unavailable' };
      }
      if (!page) return { fallback: 'page-unavailable' };
      // Rendered with another frame than this shell's (a shell or shared release since the
      // remote's build): the browser renders it.
      if (page.version !== manifest.version) return { fallback: 'render-version' };

      let data = null;
      const personal = page.session === true;
      let signedInAs = null;
      if (personal) {
        // A merchant's page: only with their session, and only as they see it.
        const accessToken = cookieValue(cookies, PAGE_SESSION_COOKIE);
        signedInAs = accessToken && subjectOf(accessToken);
        if (!signedInAs) return { fallback: 'no-session' };
        const url = `${pathname}${search}`;
        page = await renderSignedIn(
          folder,
          remote,
          url,
          manifest.version,
          accessToken,
          routes,
          timings,
        );
        if (!page) return { fallback: 'render-failed' };
        data = page.data;
      } else if (page.data === true || search) {
        const here = await renderHere(folder, remote, `${pathname}${search}`, manifest.version);
        if (here) {
          page = here;
          data = here.data;
        } else if (search) {
          // The build's HTML is the page without the search: it would not match the browser's.
          return { fallback: 'render-failed' };
        }
      }

      const shell = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
      if (!ROOT_ELEMENT.test(shell)) return { fallback: 'shell-page' };
      const loader = fs.existsSync(path.join(root, INTENT_LOADER));
      const dataScript =
        data === null
          ? ''
          : `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`;
      const html = shell
        .replace(ENTRY_SCRIPT, (tag, entry) =>
          loader ? `<script defer src="/${INTENT_LOADER}" data-entry="${entry}"></script>` : tag,
        )
        .replace('</head>', () => `${page.styles}</head>`)
        .replace(NOSCRIPT, '')
        .replace(
          ROOT_ELEMENT,
          () =>
            `<div id="root" data-prerendered="${manifest.version}"${signedInAs ? ` data-signed-in="${attributeText(signedInAs)}"` : ''}>${page.html}</div>${dataScript}`,
        );
      return { html, personal, timings };
    },
  };
}
