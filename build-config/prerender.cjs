// The Node build behind a remote's prerendered pages (docs/prerendering.md): the shell's render
// module (`shell/src/prerender.tsx`) and the remote's pages marked `"prerender": true` in its
// routes.json, bundled into one CommonJS file that scripts/prerender.mjs runs.
//
// The shell's part is compiled from its source, so the HTML carries the render version of that
// source (`renderVersion()`); the shell's browser build carries its own, and a page is hydrated
// only when the two agree. A shell deployed from other code gets the page rendered in the browser,
// as before, until the remote's pages are prerendered again.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { readPages, remoteRouteTable } = require('./routes.cjs');
const { swcRule } = require('./swc-rule.cjs');
const { PRERENDERED_DIR, RENDER_BUNDLE, prerenderedFile } = require('./prerendered-files.cjs');

const ROOT = path.resolve(__dirname, '..');
const SHELL_DIR = path.join(ROOT, 'shell');
const SHARED_DIR = path.join(ROOT, 'shared');

/** Source files that are not part of what a page renders. */
const NOT_RENDERED = /\.(test|spec)\.[cm]?[jt]sx?$|[\\/](testing|__mocks__)[\\/]/;

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !NOT_RENDERED.test(`/${file}`))
    .sort();
}

/**
 * A hash of everything the shell's frame renders with: the shell's and shared's sources and their
 * pinned dependencies. Equal versions render equal frames. The remotes' pages and menu entries
 * are not in it: the shell takes them from the registry at run time, and the renders that show
 * the merchant's menu are made per request, with the registry's (scripts/lib/prerendered-pages.mjs).
 */
function renderVersion() {
  const hash = createHash('sha256');
  for (const dir of [SHELL_DIR, SHARED_DIR]) {
    hash.update(fs.readFileSync(path.join(dir, 'package.json')));
    for (const file of sourceFiles(path.join(dir, 'src'))) {
      hash.update(`\0${path.basename(dir)}/${file}\0`);
      hash.update(fs.readFileSync(path.join(dir, 'src', file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The pages of a remote that are prerendered. */
function prerenderedPages(appDir) {
  return readPages(appDir).filter((page) => page.prerender);
}

/**
 * The shell's side of the contract, `render.json` in its build: its render version. Which remote
 * prerenders which path is in the registry (the pages of each remote's current release).
 */
function renderManifest() {
  return { version: renderVersion() };
}

/**
 * The entry module of the Node build: the shell's render function, the remote's federation name
 * and its prerendered pages with their modules.
 */
function entrySource(appDir, name) {
  const pages = prerenderedPages(appDir).map(
    (page) =>
      `  { path: ${JSON.stringify(page.path)}, module: ${JSON.stringify(page.module)}, ` +
      `load: () => import(${JSON.stringify(path.join(appDir, page.file))}) },`,
  );
  return [
    `export { renderPage, renderVersion } from ${JSON.stringify(path.join(SHELL_DIR, 'src', 'prerender.tsx'))};`,
    `export const remote = ${JSON.stringify(name)};`,
    'export const pages = [',
    ...pages,
    '];',
    '',
  ].join('\n');
}

/**
 * The webpack configuration of the Node build of `appDir`, writing `render.cjs` to `outDir`.
 * @param {{ appDir: string, name: string, outDir: string }} options
 */
function createPrerenderConfig({ appDir, name, outDir }) {
  fs.mkdirSync(outDir, { recursive: true });
  const entry = path.join(outDir, 'entry.mjs');
  fs.writeFileSync(entry, entrySource(appDir, name));
  return {
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry,
    devtool: false,
    output: {
      path: outDir,
      filename: 'render.cjs',
      library: { type: 'commonjs2' },
      clean: { keep: /entry\.mjs$/ },
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [swcRule({ production: true, target: 'es2022' })],
    },
    plugins: [
      new webpack.DefinePlugin({
        __REMOTE_ROUTES__: JSON.stringify(remoteRouteTable()),
        __SHELL_RENDER_VERSION__: JSON.stringify(renderVersion()),
      }),
      // One file: the pages' lazy imports need no chunk loading at render time.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

module.exports = {
  createPrerenderConfig,
  prerenderedFile,
  prerenderedPages,
  renderManifest,
  renderVersion,
  PRERENDERED_DIR,
  RENDER_BUNDLE,
};
