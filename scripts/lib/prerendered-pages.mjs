// The shell's static hosting puts a prerendered page in its HTML (docs/prerendering.md), as an
// edge function in front of a CDN would: the shell's `index.html`, with the HTML and styles that
// the page's remote rendered at its own build (`<remote>/prerendered/<page>.json`, fetched from
// the remote's origin). A remote redeployed alone is served at once; the shell is not rebuilt.
//
// The page is used only when it was rendered with the shell's frame as built now (equal render
// versions); otherwise, or when the remote does not answer in time, the plain `index.html` goes
// out and the browser renders the page as before.
import fs from 'node:fs';
import path from 'node:path';

/** How long a page waits for its remote's file before going out without it. */
const FETCH_TIMEOUT_MS = 800;

/** The root element of the built `index.html`, minified or not. */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
const NOSCRIPT = /<noscript>.*?<\/noscript>/s;
/** The shell's entry script as html-webpack-plugin writes it (`<script defer src=/main.js>`). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/;
/** The shell's script that loads its entry at the visitor's first sign of use. */
const INTENT_LOADER = 'hydrate-on-intent.js';

/** `/` -> `index.json`, `/help` -> `help.json` (build-config/prerender.cjs, prerenderedFile). */
function fileOf(pagePath) {
  return `${pagePath === '/' ? 'index' : pagePath.slice(1).replaceAll('/', '_')}.json`;
}

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

/**
 * The composer of the shell's app folder `root`, or null when the build has no `render.json`
 * (a remote's folder, an older shell). `compose(pathname)` resolves to the page's full HTML, or
 * null when it is not prerendered or cannot be had now.
 * @param {string} root
 * @param {{ fetch?: typeof fetch }} [options]
 */
export function createPageComposer(root, { fetch: fetchPage = globalThis.fetch } = {}) {
  if (!fs.existsSync(path.join(root, 'render.json'))) return null;
  /** Remote files by URL, revalidated with their ETag on every request. */
  const cache = new Map();

  async function fetchPrerendered(url) {
    const cached = cache.get(url);
    const response = await fetchPage(url, {
      headers: cached?.etag ? { 'If-None-Match': cached.etag } : {},
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.status === 304 && cached) return cached.page;
    if (!response.ok) {
      cache.delete(url);
      return null;
    }
    const page = await response.json();
    if (!isPrerendered(page)) return null;
    const etag = response.headers.get('etag');
    if (etag) cache.set(url, { etag, page });
    return page;
  }

  return {
    /** @param {string} pathname */
    async compose(pathname) {
      // Read on every request, like the registry: a redeploy of the shell is seen at once.
      const manifest = readJson(path.join(root, 'render.json'));
      const remote = manifest?.pages?.[pathname];
      const entry = remote && readJson(path.join(root, 'remotes.json'))?.[remote];
      if (typeof entry !== 'string') return null;
      let page;
      try {
        page = await fetchPrerendered(new URL(`prerendered/${fileOf(pathname)}`, entry).href);
      } catch {
        return null;
      }
      if (!page || page.version !== manifest.version) return null;
      const shell = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
      if (!ROOT_ELEMENT.test(shell)) return null;
      const loader = fs.existsSync(path.join(root, INTENT_LOADER));
      return shell
        .replace(ENTRY_SCRIPT, (tag, entry) =>
          loader ? `<script defer src="/${INTENT_LOADER}" data-entry="${entry}"></script>` : tag,
        )
        .replace('</head>', () => `${page.styles}</head>`)
        .replace(NOSCRIPT, '')
        .replace(
          ROOT_ELEMENT,
          () => `<div id="root" data-prerendered="${page.version}">${page.html}</div>`,
        );
    },
  };
}
