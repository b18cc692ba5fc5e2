// The shell's static hosting puts a prerendered page in its HTML (docs/prerendering.md), as an
// edge function in front of a CDN would: the shell's `index.html`, with the HTML and styles of
// the page, whose file (`<remote>/prerendered/<page>.json`) is fetched from the origin of the
// remote that the registry says has the page. A remote released alone is served at once; the
// shell is not rebuilt.
//
// The file's HTML was rendered by the remote's build, inside the frame of the shell's sources as
// they were then. It goes out as it is while the live shell has that frame (equal render
// versions). Otherwise the page is rendered here, with the live shell's frame (its `render.cjs`)
// and the remote's pages (`<remote>/prerendered/pages.cjs`, the code its release deployed, as the
// browser runs the code of its entry), linked as the browser links them
// (build-config/render-link.cjs). So a shell or shared release serves every page rendered, at
// once, with no remote built again. Three kinds of page are rendered here anyway:
//
// - a page that shows the api's data (its file says `data: true`), rendered with that data,
//   which goes to the browser's cache beside the HTML;
// - a page asked for with a query string (a search), which the build's HTML would not match;
// - a merchant's page (its file says `session: true`: the dashboard), only for a request that
//   carries the merchant's access token in the page cookie, with that token. It is never kept:
//   each request renders it anew, and it goes out marked `personal` (not to be stored).
//
// Renders of data and searches are kept a few seconds (DATA_TTL_MS), like a CDN's short cache in
// front of an edge render; other renders as long as their frame and pages; none longer than
// either (a release renders anew). An older render is served while the next is made
// (stale-while-revalidate): a visitor waits for the api only on a page nobody asked for lately.
// When a page cannot be had in time, it goes out as the build's HTML if that matches the live
// frame (its data parts in their loading state), or as the plain `index.html`, saying why.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const {
  FRAME_BUNDLE,
  PAGES_BUNDLE,
  PRERENDERED_DIR,
  prerenderedFile,
} = require('../../build-config/prerendered-files.cjs');
const { ContractMismatch, linkPages, pageModules } = require('../../build-config/render-link.cjs');

/** How long a page waits for its remote's file before going out without it. */
const FETCH_TIMEOUT_MS = 800;
/** How long the first request after a remote's deploy waits for its render bundle. */
const BUNDLE_TIMEOUT_MS = 5_000;
/** How long a request waits for a page being rendered here that has no earlier render. */
const RENDER_WAIT_MS = 800;
/**
 * The same, for a page without data after a shell release: the first request renders it (and
 * may load the frame), and the plain page it would get instead is much slower to show.
 */
const FIRST_RENDER_WAIT_MS = 3_000;
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
  /** Loaded frames, by their content's hash (once each): { hash, module }. */
  const bundles = new Map();
  /** The live frame, as last loaded: { key, frame }. */
  let liveFrame = null;
  /** Renderers (a frame with a remote's pages linked to it) by both hashes. */
  const renderers = new Map();
  /** Pages rendered here, by renderer and URL: { at, ttl, page }. */
  const rendered = new Map();
  /** Renders under way, by the same key: one render per page at a time. */
  const rendering = new Map();
  const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-render-'));

  /** Runs a frame's source once per content: `{ hash, module }`. */
  function load(source, run) {
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 24);
    if (!bundles.has(hash)) bundles.set(hash, { hash, module: run(hash) });
    return bundles.get(hash);
  }

  /**
   * The live shell's frame (`render.cjs` beside its `render.json`), `{ hash, module }`, or null
   * when its build has none (an older shell).
   */
  function frameOf(manifest) {
    const file = path.join(root, FRAME_BUNDLE);
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    const key = `${manifest.version} ${stat.size} ${stat.mtimeMs}`;
    if (liveFrame?.key !== key) {
      const frame = load(fs.readFileSync(file), (hash) => {
        // Its own name: Node keeps a module by its file, and a rebuilt frame is another module.
        const copy = path.join(bundleDir, `frame-${hash}.cjs`);
        fs.copyFileSync(file, copy);
        return require(copy);
      });
      liveFrame = { key, frame };
    }
    return liveFrame.frame;
  }

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
   * What renders the pages in `folder` now: the live frame with the remote's pages linked to it,
   * `{ hash, frame, modules }`, or `{ fallback }` saying why there is none (the shell has no
   * frame, the remote's pages cannot be had, or they were built against another major of shared).
   * The pages are revalidated on every request like the page files: a release renders at once.
   */
  async function rendererFor(manifest, folder) {
    const frame = frameOf(manifest);
    if (!frame) return { fallback: 'render-version' };
    const url = new URL(PAGES_BUNDLE, folder).href;
    const pages = await fetchRemoteFile(
      url,
      async (response) => {
        const source = Buffer.from(await response.arrayBuffer());
        return { source, hash: createHash('sha256').update(source).digest('hex').slice(0, 24) };
      },
      BUNDLE_TIMEOUT_MS,
    ).catch(() => null);
    if (!pages) return { fallback: 'page-unavailable' };
    const key = `${frame.hash} ${pages.hash}`;
    if (!renderers.has(key)) {
      let renderer;
      try {
        const modules = pageModules(linkPages(pages.source, url, frame.module));
        renderer = { hash: key, frame: frame.module, modules };
      } catch (error) {
        const reason = error instanceof ContractMismatch ? 'shared-contract' : 'render-failed';
        renderer = { fallback: reason };
      }
      renderers.set(key, renderer);
    }
    return renderers.get(key);
  }

  /** Keeps a page rendered here for `ttl` ms, the oldest going first past MAX_RENDERED. */
  function keep(key, page, ttl) {
    rendered.delete(key);
    if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value);
    rendered.set(key, { at: Date.now(), ttl, page });
  }

  /** Renders `url` with `renderer` and keeps it; resolves to null when it fails. */
  function startRender(key, renderer, remote, url, routes) {
    const under = rendering.get(key);
    if (under) return under;
    const render = withTimeout(
      Promise.resolve().then(() =>
        renderer.frame.renderPage(url, remote, renderer.modules, {
          withData: true,
          runtimeConfig: runtimeConfig(),
          routes,
        }),
      ),
      RENDER_LIMIT_MS,
    )
      .then((page) => {
        // A page with the api's data, or a search, is renewed; the rest is as its code.
        const renewed = page.asksForData || url.includes('?');
        keep(key, page, renewed ? DATA_TTL_MS : Number.POSITIVE_INFINITY);
        return page;
      })
      .catch(() => null)
      .finally(() => rendering.delete(key));
    rendering.set(key, render);
    return render;
  }

  /**
   * The page at `url` of `remote`'s pages in `folder`, rendered here with its data: `{ page }`,
   * or `{ fallback }` when it cannot be had now.
   */
  async function renderHere(manifest, folder, remote, url, routes, firstWait) {
    const renderer = await rendererFor(manifest, folder);
    if (renderer.fallback) return renderer;
    const key = `${renderer.hash} ${url}`;
    const kept = rendered.get(key);
    const age = kept ? Date.now() - kept.at : Number.POSITIVE_INFINITY;
    if (age < kept?.ttl) return { page: kept.page };
    const next = startRender(key, renderer, remote, url, routes);
    if (age < STALE_TTL_MS) return { page: kept.page };
    const page = await withTimeout(next, firstWait).catch(() => null);
    return page ? { page } : { fallback: 'render-failed' };
  }

  /**
   * The page at `url` as the merchant whose access token this is sees it, with their data:
   * `{ page }`, or `{ fallback }` when it cannot be now (the token has expired: the api refuses
   * it; the api is slow).
   */
  async function renderSignedIn(manifest, folder, remote, url, accessToken, routes, timings) {
    const asked = performance.now();
    const renderer = await rendererFor(manifest, folder);
    timings.bundle = performance.now() - asked;
    if (renderer.fallback) return renderer;
    // Given up after the wait: the render, queued behind other merchants' or under way, stops.
    const signal = AbortSignal.timeout(SIGNED_IN_RENDER_WAIT_MS);
    const render = Promise.resolve().then(() =>
      renderer.frame.renderPage(url, remote, renderer.modules, {
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
      .then((page) => ({ page }))
      .catch(() => ({ fallback: 'render-failed' }))
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
     *   `timings`: ms spent on the parts of a merchant's page (its renderer's check, its render);
     *   `fallback`: a prerendered page that goes out as the plain page, and why (the remote's
     *   files cannot be had, no session, its render failed, the remote was built against another
     *   major of shared, or the page needs a render and the shell has no frame);
     *   null: not a prerendered page
     */
    async compose(pathname, search = '', cookies = '') {
      const timings = {};
      // Read on every request, like the registry: a release of the shell is seen at once.
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
      const url = `${pathname}${search}`;
      // The build's HTML is of the live shell's frame (no shell or shared release since the
      // remote's build): it may go out as it is.
      const sameFrame = page.version === manifest.version;

      let data = null;
      const personal = page.session === true;
      let signedInAs = null;
      if (personal) {
        // A merchant's page: only with their session, and only as they see it.
        const accessToken = cookieValue(cookies, PAGE_SESSION_COOKIE);
        signedInAs = accessToken && subjectOf(accessToken);
        if (!signedInAs) return { fallback: 'no-session' };
        const made = await renderSignedIn(
          manifest,
          folder,
          remote,
          url,
          accessToken,
          routes,
          timings,
        );
        if (made.fallback) return made;
        page = made.page;
        data = page.data;
      } else if (page.data === true || search || !sameFrame) {
        const wait = page.data === true || search ? RENDER_WAIT_MS : FIRST_RENDER_WAIT_MS;
        const made = await renderHere(manifest, folder, remote, url, routes, wait);
        if (made.page) {
          page = made.page;
          data = made.page.data;
        } else if (search || !sameFrame) {
          // The build's HTML is the page without the search, or in another frame: it would not
          // match the browser's.
          return made;
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
