// The one webpack + Module Federation configuration every front-end app is built from.
// The shell and the six remotes differ only in name, port and what they expose, so the
// share rules (the singletons of docs/architecture.md) cannot drift between them.
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const { sharedDependencies } = require('./shared-dependencies.cjs');
const { BUILD_GZIP_LEVEL } = require('./compression.cjs');
const { libraryTrimsRule } = require('./library-trims-loader.cjs');
const { DropShadowedShareRuntimePlugin } = require('./drop-shadowed-share-runtime.cjs');
const { minimizer } = require('./minimizer.cjs');
const { swcRule } = require('./swc-rule.cjs');
const { exposesOf, releaseDeclarations } = require('./routes.cjs');
const { renderManifest } = require('./prerender.cjs');

/** Ports of docs/architecture.md; the shell's default registry is built from them. */
const APP_PORTS = {
  shell: 3000,
  mfe_public: 3001,
  mfe_dashboard: 3002,
  mfe_catalogue: 3003,
  mfe_commerce: 3004,
  mfe_operations: 3005,
  mfe_business: 3006,
};

/**
 * The runtime config of the local environment, served as `/config.json` by every app: the shell
 * reads it at startup, a remote's standalone page reads it too. A deployment replaces the file in
 * the served folder (README, "The remote registry"); an app's own `public/config.json` wins.
 */
const LOCAL_RUNTIME_CONFIG = path.join(__dirname, 'runtime-config.json');

/** Copies the files of `<app>/public` into the build output, untouched, and the runtime config. */
class EmitPublicFolderPlugin {
  constructor(folder) {
    this.folder = folder;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitPublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EmitPublicFolderPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const files = fs.existsSync(this.folder)
            ? fs.readdirSync(this.folder, { recursive: true })
            : [];
          for (const file of files) {
            const full = path.join(this.folder, String(file));
            if (!fs.statSync(full).isFile()) continue;
            compilation.fileDependencies.add(full);
            compilation.emitAsset(
              String(file).split(path.sep).join('/'),
              new RawSource(fs.readFileSync(full)),
            );
          }
          if (!compilation.getAsset('config.json')) {
            compilation.fileDependencies.add(LOCAL_RUNTIME_CONFIG);
            compilation.emitAsset(
              'config.json',
              new RawSource(fs.readFileSync(LOCAL_RUNTIME_CONFIG)),
            );
          }
        },
      );
    });
  }
}

/**
 * A remote's build: the federation entry's import of `@module-federation/webpack-bundler-runtime`
 * goes to remote-bundler-runtime.mjs, which takes the page's copy. The entry imports the package
 * by its absolute path, hence the pattern on the file.
 */
function pageBundlerRuntime() {
  return new NormalModuleReplacementPlugin(
    /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
    require.resolve('./remote-bundler-runtime.mjs'),
  );
}

/**
 * Writes the shell's `render.json` (build-config/prerender.cjs): its render version. Static
 * hosting serves a prerendered page only when it was rendered with that version.
 */
class EmitRenderManifestPlugin {
  constructor(manifest) {
    this.manifest = manifest;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitRenderManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EmitRenderManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => compilation.emitAsset('render.json', new RawSource(JSON.stringify(this.manifest))),
      );
    });
  }
}

/**
 * Writes a remote's `routes.json` into its build: its pages (path, exposed module, access, menu
 * entry) and widgets. Its release carries it into the registry, from which the shell learns the
 * remote's pages at run time (scripts/lib/releases.mjs).
 */
class EmitRouteDeclarationsPlugin {
  constructor(appDir) {
    this.appDir = appDir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitRouteDeclarationsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EmitRouteDeclarationsPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.fileDependencies.add(path.join(this.appDir, 'routes.json'));
          compilation.emitAsset(
            'routes.json',
            new RawSource(JSON.stringify(releaseDeclarations(this.appDir))),
          );
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.appDir   the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name     the federation name (shell, mfe_public, ...)
 * @param {string} options.title    the HTML title
 * A remote's exposed modules come from its `routes.json` (build-config/routes.cjs); the shell
 * learns the remotes' pages at run time, from the registry.
 */
/** What only the host's build has: the prerendering contract. */
function shellPlugins(appDir) {
  const manifest = renderManifest(appDir);
  return [
    new DefinePlugin({ __SHELL_RENDER_VERSION__: JSON.stringify(manifest.version) }),
    new EmitRenderManifestPlugin(manifest),
  ];
}

function createAppConfig({ appDir, name, title }) {
  const exposes = exposesOf(appDir);
  const isRemote = Object.keys(exposes).length > 0;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const app = {
      name: 'app',
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // The federation runtime rejects [contenthash] in `filename`; hashed names go on chunks only.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        publicPath: 'auto',
        // Also names the chunk array (`webpackChunk<name>`): one per remote, the same in every
        // release. Two releases of one remote never run in one page (the shell loads the page
        // again instead: shell/src/federation/loaded-releases.ts), so a chunk whose code did not
        // change keeps its name and a returning merchant's cached copy.
        uniqueName: name,
        // The standalone federation runtime is written by the second build of a remote, not this one.
        clean: { keep: (file) => file.startsWith(STANDALONE_FEDERATION_RUNTIME) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      },
      module: {
        rules: [libraryTrimsRule(), swcRule({ production })],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedDependencies,
          shareStrategy: 'loaded-first',
          // Type hints would need the remotes running at build time and add ~11 s per build.
          dts: false,
          // A remote loads no other remote, so its runtime needs neither the remote-loading code
          // nor the manifest snapshot plugin (~9 KB gzip off each remote entry). The shell, which
          // reads the remotes' manifests, keeps both.
          // Every app runs in the browser only: the runtime's Node loading code is left out.
          experiments: {
            optimization: isRemote
              ? { target: 'web', disableRemote: true, disableSnapshot: true }
              : { target: 'web' },
            // A remote's entry carries no federation runtime core of its own (~11 KB gzip): it
            // takes the page's from a global (provide-federation-runtime.mjs).
            ...(isRemote ? { externalRuntime: true } : {}),
          },
          // A remote's chunks are loaded from its origin's root, not its release's folder
          // (release-public-path.mjs); the shell provides the page's federation runtime.
          runtimePlugins: isRemote
            ? [require.resolve('./release-public-path.mjs')]
            : [require.resolve('./provide-federation-runtime.mjs')],
        }),
        // Nor the webpack glue around the core (~4 KB gzip): remote-bundler-runtime.mjs takes it
        // from the page too.
        ...(isRemote ? [pageBundlerRuntime()] : []),
        new DropShadowedShareRuntimePlugin(),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          chunks: ['main'],
          scriptLoading: 'defer',
          // A remote's standalone page first loads the federation runtime its entries expect.
          federationRuntimeScript: isRemote ? `/${STANDALONE_FEDERATION_RUNTIME}` : null,
          // The page is served at deep paths (/business/contact); its entry script is always at the
          // origin's root. Chunks keep `publicPath: 'auto'`, so a remote loads them from its own origin.
          publicPath: '/',
        }),
        new EmitPublicFolderPlugin(path.join(appDir, 'public')),
        ...(isRemote ? [new EmitRouteDeclarationsPlugin(appDir)] : []),
        // Precompressed copies (`x.js.gz`, gzip at compression.cjs's level), so static
        // hosting serves them with a Content-Length and spends no CPU per request.
        new CompressionPlugin({
          test: /\.(js|json|html|css|svg|txt)$/,
          algorithm: 'gzip',
          compressionOptions: { level: BUILD_GZIP_LEVEL },
          threshold: 512,
        }),
        ...(isRemote ? [] : shellPlugins(appDir)),
      ],
      optimization: {
        minimizer: [minimizer()],
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        splitChunks: {
          cacheGroups: {
            // Emotion's own helpers serve both the shared @emotion/react and Chakra's styling
            // inside @platform/shared: left to the defaults, the first page downloaded them
            // twice, once in each of those chunks (~1 KB gzip). One chunk, loaded once by either.
            emotionInternals: {
              test: /[\\/]@emotion[\\/](serialize|utils|hash|unitless|memoize|use-insertion-effect-with-fallbacks|sheet|cache|weak-memoize)[\\/]/,
              name: 'emotion-internals',
              chunks: 'async',
              enforce: true,
            },
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
    };
    return isRemote ? [app, standaloneFederationRuntimeConfig(appDir, production)] : app;
  };
}

/** The file of a remote's standalone page that provides the federation runtime. */
const STANDALONE_FEDERATION_RUNTIME = 'federation-runtime.js';

/**
 * A remote's second, federation-free build: `federation-runtime.js`, which its standalone page
 * runs before `main.js`, since the remote's own entries carry no federation runtime (the shell
 * provides it when the remote runs inside it). Built after the app, whose output folder it shares.
 */
function standaloneFederationRuntimeConfig(appDir, production) {
  return {
    name: 'federation-runtime',
    dependencies: ['app'],
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: {
      [path.parse(STANDALONE_FEDERATION_RUNTIME).name]:
        require.resolve('./standalone-federation-runtime.mjs'),
    },
    devtool: false,
    output: { path: path.join(appDir, 'dist'), filename: '[name].js', clean: false },
    plugins: [
      new CompressionPlugin({
        test: /\.js$/,
        algorithm: 'gzip',
        compressionOptions: { level: BUILD_GZIP_LEVEL },
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

module.exports = { createAppConfig, APP_PORTS };
