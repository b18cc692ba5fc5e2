// How a remote's pages render inside the shell's frame in Node (docs/prerendering.md), as they
// do in the browser: two bundles, linked when they are loaded.
//
// - The frame (`render.cjs`, the shell's build): the shell's `renderPage` and the copies of the
//   shared libraries the page runs with, `shared`, each behind a function that loads it.
// - The pages (`pages.cjs`, a remote's build): the remote's prerendered page modules, whose
//   imports of shared libraries are left for whoever loads them to give (webpack's externals).
//
// Linking gives the pages the frame's copies: one React, one `@platform/shared`, one Emotion, as
// the browser's share scope does. So a page renders with the frame of the shell that is live now,
// whichever shell the remote was built beside, and the static hosting can render a remote's page
// after a shell or shared release without the remote being built again. As in the browser, pages
// built against another major of `@platform/shared` are refused (`contract`).
//
// Used by the remotes' builds (prerender-pages.cjs) and the static hosting alike, so both link the
// same way. It must not load webpack.
const { isBuiltin } = require('node:module');
const vm = require('node:vm');

/**
 * The modules the frame gives the pages: the singletons of the browser's share scope
 * (shared-dependencies.cjs) by the specifiers the remotes import. A page's build fails when it
 * imports another specifier of a shared library (prerender.cjs), so the list stays whole.
 */
const FRAME_SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@emotion/react',
  'zustand',
  'zustand/vanilla',
  '@platform/shared',
  '@platform/shared/core',
  '@platform/shared/overlays',
  '@platform/shared/widgets',
  '@platform/shared/charts',
  '@platform/shared/validation',
  'yup',
  'react-hook-form',
  '@hookform/resolvers/yup',
];

/** Pages that cannot run with this frame: built against another major of the shared contract. */
class ContractMismatch extends Error {
  constructor(pagesContract, frameContract) {
    super(`the pages require @platform/shared ${pagesContract}; the frame has ${frameContract}`);
    this.name = 'ContractMismatch';
  }
}

/**
 * Runs the pages bundle `source` (named `filename` in stack traces) with the frame's shared
 * modules and returns its exports: `{ remote, contract, pages: [{ path, module, load }] }`.
 * Throws `ContractMismatch` when the pages were built against another major of shared, and an
 * error naming the module when they import one the frame does not give.
 * @param {string | Buffer} source
 * @param {string} filename
 * @param {{ contract: string, shared: Record<string, () => unknown> }} frame
 */
function linkPages(source, filename, frame) {
  const module = { exports: {} };
  const requireShared = (request) => {
    if (isBuiltin(request)) return require(request);
    const provide = Object.hasOwn(frame.shared, request) ? frame.shared[request] : undefined;
    if (!provide)
      throw new Error(`${filename} imports ${request}, which the shell's frame does not give`);
    return provide();
  };
  const run = vm.compileFunction(
    String(source),
    ['module', 'exports', 'require', '__filename', '__dirname'],
    { filename },
  );
  run(module, module.exports, requireShared, filename, '.');
  const pages = module.exports;
  if (pages.contract !== frame.contract) throw new ContractMismatch(pages.contract, frame.contract);
  return pages;
}

/** `./LandingPage` -> its loader, for the frame's `renderPage`. */
function pageModules(pages) {
  return Object.fromEntries(pages.pages.map((page) => [page.module, page.load]));
}

module.exports = { FRAME_SHARED_MODULES, ContractMismatch, linkPages, pageModules };
