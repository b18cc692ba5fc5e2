// Where a remote's prerendered pages live under its `dist` and its origin (docs/prerendering.md).
// Shared by the remote's build (prerender.cjs) and the shell's static hosting
// (scripts/lib/prerendered-pages.mjs), which must not load webpack to know a file's name.

/** The folder of prerendered pages inside a remote's `dist`, and under its origin. */
const PRERENDERED_DIR = 'prerendered';

/** The Node bundle that renders them, beside them in that folder. */
const RENDER_BUNDLE = 'render.cjs';

/** A page's file in that folder: `/` -> `index.json`, `/help` -> `help.json`. */
function prerenderedFile(pagePath) {
  return `${pagePath === '/' ? 'index' : pagePath.slice(1).replaceAll('/', '_')}.json`;
}

module.exports = { PRERENDERED_DIR, RENDER_BUNDLE, prerenderedFile };
