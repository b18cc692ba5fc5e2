// A tiny federated app for the build-config tests that must see what webpack and the federation
// plugin really do with our patches: an entry, its bootstrap and one shared package, compiled in
// about a second as the shell or as a remote is (index.cjs), without Chakra, swc or the HTML page.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Writes the app into a new temporary folder and returns the folder. */
function writeFederatedApp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federated-app-'));
  const files = {
    'package.json': { name: 'app', version: '1.0.0', dependencies: { 'tiny-lib': '^1.0.0' } },
    'node_modules/tiny-lib/package.json': { name: 'tiny-lib', version: '1.0.0', main: 'index.js' },
    'node_modules/tiny-lib/index.js': 'export const answer = 42;\n',
    'src/index.js': "import('./bootstrap.js');\n",
    'src/bootstrap.js': "import { answer } from 'tiny-lib';\nexport default answer;\n",
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/**
 * Compiles the app in `dir` as the shell (`remote: false`: shares, exposes nothing) or as a remote
 * (exposes its bootstrap, takes the page's runtime core) is compiled, with `plugins` added, and
 * resolves with the compilation; errors and warnings reject.
 */
function compileFederatedApp(dir, { remote, plugins = [] }) {
  const name = remote ? 'remote' : 'host';
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: path.join(dir, `dist-${name}`), publicPath: 'auto', uniqueName: name },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: remote ? { './Answer': './src/bootstrap.js' } : {},
        shared: { 'tiny-lib': { singleton: true } },
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // The runtime entry as a data: URL, not a file under the current folder's node_modules:
        // the tests run from any folder and leave nothing behind.
        virtualRuntimeEntry: true,
        experiments: remote
          ? { optimization: { target: 'web' }, externalRuntime: true }
          : { optimization: { target: 'web' } },
      }),
      ...plugins,
    ],
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) =>
      compiler.close(() => {
        if (error) return reject(error);
        if (stats.hasErrors() || stats.hasWarnings()) {
          return reject(new Error(stats.toString('errors-warnings')));
        }
        resolve(stats.compilation);
      }),
    );
  });
}

module.exports = { writeFederatedApp, compileFederatedApp };
