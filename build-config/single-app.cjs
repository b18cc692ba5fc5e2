// The same front-end code built as one webpack app, without Module Federation: the shell's entry,
// with every remote's pages and widgets as ordinary lazy chunks. Not deployed: `npm run bench`
// builds it to compare the bytes of a journey through every remote with the federated apps
// (issue 17's budget: federation at most 1.15 times this).
//
// The shell reaches remotes only through `@module-federation/enhanced/runtime`
// (src/federation/exposed-module.ts, registry.ts); here that import is a small module that
// imports the exposed module from this build (single-app/federation-runtime.mjs).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { BUILD_GZIP_LEVEL } = require('./compression.cjs');
const { libraryTrimsRule } = require('./library-trims-loader.cjs');
const { minimizer } = require('./minimizer.cjs');
const { swcRule } = require('./swc-rule.cjs');
const { readPages, readWidgets, releaseDeclarations, remoteFolders } = require('./routes.cjs');

const ROOT = path.resolve(__dirname, '..');
const SHELL_DIR = path.join(ROOT, 'shell');

/** `exposedModules`: `mfe_public/LandingPage` -> a lazy import of its file, for every remote. */
function modulesSource() {
  const lines = remoteFolders().flatMap(({ dir, name }) =>
    [...readPages(dir), ...readWidgets(dir)].map(
      ({ module, file }) =>
        `  ${JSON.stringify(`${name}/${module.replace(/^\.\//, '')}`)}: () => import(${JSON.stringify(path.join(dir, file))}),`,
    ),
  );
  return ['export const exposedModules = {', ...lines, '};', ''].join('\n');
}

function createSingleAppConfig(outDir) {
  const cacheDir = path.join(outDir, '..', 'single-app-src');
  fs.mkdirSync(cacheDir, { recursive: true });
  const modulesFile = path.join(cacheDir, 'modules.mjs');
  fs.writeFileSync(modulesFile, modulesSource());
  return {
    mode: 'production',
    context: SHELL_DIR,
    entry: { main: './src/index.ts' },
    devtool: false,
    output: {
      path: outDir,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        '@module-federation/enhanced/runtime$': path.join(
          __dirname,
          'single-app',
          'federation-runtime.mjs',
        ),
        'platform-single-app-modules$': modulesFile,
      },
    },
    module: {
      rules: [libraryTrimsRule(), swcRule({ production: true })],
    },
    plugins: [
      new webpack.DefinePlugin({
        // Never equal to a prerendered page's: this build renders every page itself.
        __SHELL_RENDER_VERSION__: JSON.stringify('single-app'),
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: 'Suscribe · Comercio por suscripción',
        scriptLoading: 'defer',
        publicPath: '/',
      }),
      new CompressionPlugin({
        test: /\.(js|json|html|css|svg|txt)$/,
        algorithm: 'gzip',
        compressionOptions: { level: BUILD_GZIP_LEVEL },
        threshold: 512,
      }),
    ],
    optimization: {
      minimizer: [minimizer()],
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * The registry the single app reads: every remote's pages, as the releases would carry them. Its
 * manifests name no server: the federation runtime here imports the modules from this build.
 */
function singleAppRegistry() {
  const apps = Object.fromEntries(
    remoteFolders().map(({ dir, name }) => [
      name,
      {
        version: 'single-app',
        commit: '',
        builtAt: '',
        publishedAt: '',
        shared: {},
        manifest: `single-app:${name}`,
        ...releaseDeclarations(dir),
      },
    ]),
  );
  return { schema: 1, updatedAt: '', apps };
}

/**
 * Builds the single app into `outDir`, with the `registry.json`, `platform.json` and
 * `config.json` it reads.
 */
async function buildSingleApp(outDir) {
  await new Promise((resolve, reject) => {
    webpack(createSingleAppConfig(outDir), (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(undefined);
    });
  });
  const registry = singleAppRegistry();
  fs.writeFileSync(path.join(outDir, 'registry.json'), JSON.stringify(registry));
  // The platform panel (`/plataforma`) reads `/platform.json`, which the shell's host computes at
  // each request; this build is served as plain files, so the same module writes it once here.
  const { platformStatus } = await import('../scripts/lib/platform.mjs');
  fs.writeFileSync(path.join(outDir, 'platform.json'), JSON.stringify(platformStatus(registry)));
  fs.copyFileSync(path.join(__dirname, 'runtime-config.json'), path.join(outDir, 'config.json'));
}

module.exports = { buildSingleApp, createSingleAppConfig };
