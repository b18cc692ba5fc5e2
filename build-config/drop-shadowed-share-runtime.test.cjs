// DropShadowedShareRuntimePlugin works on webpack's internals: a class webpack does not export and
// the name of its runtime module. A webpack upgrade that moves either, or that stops adding its
// sharing runtime beside the federation plugin's, fails here instead of in a page.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { after, before, describe, it } = require('node:test');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const { DropShadowedShareRuntimePlugin } = require('./drop-shadowed-share-runtime.cjs');

const SHARE_RUNTIME_MODULE = 'webpack/lib/sharing/ShareRuntimeModule';

/** A tiny app sharing one package, as the apps share React: an entry, its bootstrap, the package. */
function writeApp(dir) {
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
}

/**
 * Compiles the tiny app as the shell (`remote: false`) or as a remote (exposes a module, takes
 * the page's federation runtime) is compiled, and returns each chunk's sharing runtime modules.
 */
function compile(dir, { remote, drop }) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: {
      path: path.join(dir, remote ? 'dist-remote' : 'dist-host'),
      publicPath: 'auto',
      uniqueName: remote ? 'remote' : 'host',
    },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: remote ? 'remote' : 'host',
        filename: 'remoteEntry.js',
        exposes: remote ? { './Answer': './src/bootstrap.js' } : {},
        shared: { 'tiny-lib': { singleton: true } },
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // The runtime entry as a data: URL, not a file under the current folder's node_modules:
        // the test runs from any folder and leaves nothing behind.
        virtualRuntimeEntry: true,
        experiments: remote
          ? { optimization: { target: 'web' }, externalRuntime: true }
          : { optimization: { target: 'web' } },
      }),
      ...(drop ? [new DropShadowedShareRuntimePlugin()] : []),
    ],
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) =>
      compiler.close(() => {
        if (error) return reject(error);
        if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        const { chunkGraph, chunks } = stats.compilation;
        const sharing = new Map();
        for (const chunk of chunks) {
          const modules = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)];
          const named = modules.filter((module) => module.name === 'sharing');
          if (named.length) sharing.set(chunk.name ?? chunk.id, named);
        }
        resolve(sharing);
      }),
    );
  });
}

describe("webpack's sharing runtime module", () => {
  it('is still the private class the plugin recognises it by, named "sharing"', () => {
    assert.ok(require.resolve(SHARE_RUNTIME_MODULE));
    const ShareRuntimeModule = require(SHARE_RUNTIME_MODULE);
    assert.equal(typeof ShareRuntimeModule, 'function');
    assert.match(Function.prototype.toString.call(ShareRuntimeModule), /^class\b/);
    assert.ok(ShareRuntimeModule.prototype instanceof webpack.RuntimeModule);
    assert.equal(new ShareRuntimeModule().name, 'sharing');
  });
});

describe('DropShadowedShareRuntimePlugin in a federated build', () => {
  const ShareRuntimeModule = require(SHARE_RUNTIME_MODULE);
  let dir;
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-runtime-'));
    writeApp(dir);
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('has something to drop: without it, webpack adds its own beside the federation plugin’s', async () => {
    const sharing = await compile(dir, { remote: true, drop: false });
    const doubled = [...sharing.values()].filter((modules) => modules.length === 2);
    assert.ok(doubled.length > 0, 'a chunk with two sharing runtimes');
    for (const modules of doubled) {
      assert.equal(modules.filter((module) => module instanceof ShareRuntimeModule).length, 1);
    }
  });

  for (const remote of [false, true]) {
    it(`leaves exactly one sharing runtime per chunk, the federation plugin’s (${remote ? 'a remote' : 'the shell'})`, async () => {
      const sharing = await compile(dir, { remote, drop: true });
      assert.ok(sharing.has('main'), 'the entry chunk has a sharing runtime');
      if (remote) assert.ok(sharing.has('remote'), 'the container entry has a sharing runtime');
      for (const [chunk, modules] of sharing) {
        assert.equal(modules.length, 1, `chunk ${chunk}`);
        assert.ok(!(modules[0] instanceof ShareRuntimeModule), `chunk ${chunk}: webpack's is kept`);
      }
    });
  }
});
