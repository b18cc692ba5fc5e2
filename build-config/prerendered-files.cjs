// Where the prerendered pages' files live (docs/prerendering.md). Shared by the builds
// (prerender.cjs) and the shell's static hosting (scripts/lib/prerendered-pages.mjs), which must
// not load webpack to know a file's name.

/** The folder of prerendered pages inside a remote's `dist`, and under its origin. */
const PRERENDERED_DIR = 'prerendered';

/**
 * The remote's page modules for Node, beside its pages in that folder: they render inside the
 * shell's frame, with the frame's copies of the shared libraries (render-link.cjs).
 */
const PAGES_BUNDLE = 'pages.cjs';

/** The shell's frame for Node, beside its `render.json` at the root of the shell's build. */
const FRAME_BUNDLE = 'render.cjs';

/** A page's file in that folder: `/` -> `index.json`, `/help` -> `help.json`. */
function prerenderedFile(pagePath) {
  return `${pagePath === '/' ? 'index' : pagePath.slice(1).replaceAll('/', '_')}.json`;
}

module.exports = { PRERENDERED_DIR, PAGES_BUNDLE, FRAME_BUNDLE, prerenderedFile };
