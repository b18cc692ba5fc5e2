// The Node builds behind the prerendered pages (docs/prerendering.md), two of them, linked when
// they are loaded (render-link.cjs), as the browser links the shell and a remote:
//
// - the frame (`createFrameConfig`): the shell's render module (`shell/src/prerender.tsx`) and
//   the shared libraries, built with the shell (its `render.cjs`), and by each remote's build to
//   render its pages there (once per frame: it is cached by `frameKey()`);
// - a remote's pages (`createPagesConfig`): the pages its routes.json marks `"prerender": true`,
//   without the shared libraries, which the frame gives (`pages.cjs`).
//
// A page's HTML carries the render version of the frame it was rendered with (`renderVersion()`),
// and the shell's browser build its own: the static hosting serves the HTML of a remote's build
// when the two agree, and otherwise renders the page again with the live shell's frame.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { readPages } = require('./routes.cjs');
const { FRAME_SHARED_MODULES } = require('./render-link.cjs');
const { contractRange, sharedDependencies, SHARED_VERSION } = require('./shared-dependencies.cjs');
const { swcRule } = require('./swc-rule.cjs');
const {
  FRAME_BUNDLE,
  PAGES_BUNDLE,
  PRERENDERED_DIR,
  prerenderedFile,
} = require('./prerendered-files.cjs');

/** The shell of the workspace: the frame a remote's build renders its pages in. */
const SHELL_DIR = path.resolve(__dirname, '..', 'shell');

/**
 * The `@platform/shared` the shell at `shellDir` is built with (the workspace's, or a copy's
 * when a release is built from a copy of the sources: e2e/support/redeploy.ts).
 */
function sharedDirOf(shellDir) {
  return fs.realpathSync(path.join(shellDir, 'node_modules', '@platform', 'shared'));
}

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
function renderVersion(shellDir = SHELL_DIR) {
  const hash = createHash('sha256');
  for (const dir of [shellDir, sharedDirOf(shellDir)]) {
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
function renderManifest(shellDir = SHELL_DIR) {
  return { version: renderVersion(shellDir) };
}

/**
 * The key of a frame's build: its render version and the build's own configuration. The shell's
 * build and every remote's build of the same sources make the same frame, and take it from
 * the cache (`shell/node_modules/.cache/frame/<key>`) after the first.
 */
function frameKey(shellDir = SHELL_DIR) {
  const hash = createHash('sha256').update(renderVersion(shellDir));
  for (const file of ['prerender.cjs', 'render-link.cjs', 'swc-rule.cjs']) {
    hash.update(fs.readFileSync(path.join(__dirname, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The entry of the frame: the shell's render function, the contract it keeps and the shared
 * modules it gives the pages (render-link.cjs), each loaded when a page first imports it. It lives
 * in the shell's folder, so that `react` here resolves to the very file the shell's own code
 * imports: one copy in the bundle.
 */
function frameEntrySource(shellDir) {
  const sharedVersion = JSON.parse(
    fs.readFileSync(path.join(sharedDirOf(shellDir), 'package.json'), 'utf8'),
  ).version;
  const shared = FRAME_SHARED_MODULES.map(
    (specifier) => `    ${JSON.stringify(specifier)}: () => require(${JSON.stringify(specifier)}),`,
  );
  return [
    `const frame = require(${JSON.stringify(path.join(shellDir, 'src', 'prerender.tsx'))});`,
    'module.exports = {',
    '  renderPage: frame.renderPage,',
    '  renderVersion: frame.renderVersion,',
    `  contract: ${JSON.stringify(contractRange(sharedVersion))},`,
    '  shared: {',
    ...shared,
    '  },',
    '};',
    '',
  ].join('\n');
}

/**
 * The entry of a remote's pages: its federation name, the contract it was built against and its
 * prerendered pages with their modules, each evaluated when the frame renders it.
 */
function pagesEntrySource(appDir, name) {
  const pages = prerenderedPages(appDir).map(
    (page) =>
      `  { path: ${JSON.stringify(page.path)}, module: ${JSON.stringify(page.module)}, ` +
      `load: () => import(${JSON.stringify(path.join(appDir, page.file))}) },`,
  );
  return [
    `export const remote = ${JSON.stringify(name)};`,
    `export const contract = ${JSON.stringify(contractRange(SHARED_VERSION))};`,
    'export const pages = [',
    ...pages,
    '];',
    '',
  ].join('\n');
}

/** What every Node build here has in common: one CommonJS file, readable, for Node 20. */
function nodeConfig({ context, entry, outDir, filename, plugins = [] }) {
  return {
    mode: 'production',
    target: 'node20',
    context,
    entry,
    devtool: false,
    output: { path: outDir, filename, library: { type: 'commonjs2' } },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: [swcRule({ production: true, target: 'es2022' })] },
    plugins: [
      ...plugins,
      // One file: the pages' lazy imports need no chunk loading at render time.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * The webpack configuration of the frame of the shell at `shellDir` (the workspace's unless
 * told), writing `render.cjs` to `outDir`. The remotes' pages and menu entries are not in it:
 * whoever renders passes the route table (`routes`).
 * @param {{ outDir: string, shellDir?: string }} options
 */
function createFrameConfig({ outDir, shellDir = SHELL_DIR }) {
  fs.mkdirSync(outDir, { recursive: true });
  const entry = path.join(outDir, 'entry.cjs');
  fs.writeFileSync(entry, frameEntrySource(shellDir));
  return nodeConfig({
    context: shellDir,
    entry,
    outDir,
    filename: FRAME_BUNDLE,
    plugins: [
      new webpack.DefinePlugin({
        __SHELL_RENDER_VERSION__: JSON.stringify(renderVersion(shellDir)),
      }),
    ],
  });
}

/** Runs a webpack build of one of these configurations; rejects with its errors. */
function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(undefined);
    });
  });
}

/** Whether `request` names a module of the share scope: a singleton the frame gives. */
function isSharedModule(request) {
  return Object.keys(sharedDependencies).some((key) =>
    key.endsWith('/') ? request.startsWith(key) : request === key,
  );
}

/**
 * The webpack configuration of `appDir`'s pages, writing `pages.cjs` to `outDir`: every import of
 * a shared module is left to the frame (render-link.cjs), and one the frame does not give fails
 * the build, as the page would fail to link.
 * @param {{ appDir: string, name: string, outDir: string }} options
 */
function createPagesConfig({ appDir, name, outDir }) {
  fs.mkdirSync(outDir, { recursive: true });
  const entry = path.join(outDir, 'entry.mjs');
  fs.writeFileSync(entry, pagesEntrySource(appDir, name));
  return {
    ...nodeConfig({ context: appDir, entry, outDir, filename: PAGES_BUNDLE }),
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        if (!request || !isSharedModule(request)) return callback();
        if (!FRAME_SHARED_MODULES.includes(request)) {
          return callback(
            new Error(
              `${request} is shared, but the shell's frame does not give it to prerendered pages: ` +
                'add it to FRAME_SHARED_MODULES (build-config/render-link.cjs)',
            ),
          );
        }
        return callback(null, request);
      },
    ],
  };
}

module.exports = {
  compile,
  createFrameConfig,
  createPagesConfig,
  frameKey,
  isSharedModule,
  prerenderedFile,
  prerenderedPages,
  renderManifest,
  renderVersion,
  PRERENDERED_DIR,
  PAGES_BUNDLE,
  FRAME_BUNDLE,
  SHELL_DIR,
};
