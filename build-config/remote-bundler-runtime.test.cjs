// remote-bundler-runtime.mjs stands in for `@module-federation/webpack-bundler-runtime` in every
// remote's entry: it deep-imports a file of that package, rebuilds the package's default export by
// hand and takes over the runtime's `init`. A federation upgrade that moves the file, adds or renames
// a field of that object, or changes how the entry imports it fails here instead of in a page.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const { after, before, describe, it } = require('node:test');
const webpack = require('webpack');

const { createAppConfig } = require('./index.cjs');
const { remoteFolders } = require('./routes.cjs');
const { compileFederatedApp, writeFederatedApp } = require('./federated-test-app.cjs');

const INIT_CONTAINER_ENTRY =
  '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const keys = (object) => Object.keys(object).sort();

/** The package's own default export, which the entry the federation plugin writes imports. */
const realBundlerRuntime = async () =>
  (await import('@module-federation/webpack-bundler-runtime/bundler')).default;

describe('the file remote-bundler-runtime.mjs deep-imports', () => {
  it('still resolves and exports initContainerEntry, the one the package itself uses', async () => {
    assert.ok(require.resolve(INIT_CONTAINER_ENTRY));
    const { initContainerEntry } = await import(INIT_CONTAINER_ENTRY);
    assert.equal(typeof initContainerEntry, 'function');
    const real = await realBundlerRuntime();
    assert.equal(real.bundlerRuntime.initContainerEntry, initContainerEntry);
  });
});

describe('the object remote-bundler-runtime.mjs builds', () => {
  let ours;
  let real;
  before(async () => {
    // The shell's runtime plugin fills the page's globals before any remote entry runs.
    const { provideFederationRuntime } = await import('./provide-federation-runtime.mjs');
    provideFederationRuntime();
    ours = (await import('./remote-bundler-runtime.mjs')).default;
    real = await realBundlerRuntime();
  });

  it("has the package's default export's fields, no more, no fewer", () => {
    assert.deepEqual(keys(ours), keys(real));
    for (const key of keys(real).filter((key) => !['runtime', 'bundlerRuntime'].includes(key))) {
      assert.deepEqual(ours[key], real[key], key);
    }
  });

  it("has the runtime's fields, its own init in place of the runtime's", () => {
    assert.deepEqual(keys(ours.runtime), keys(real.runtime));
    for (const key of keys(real.runtime).filter((key) => key !== 'init')) {
      assert.equal(ours.runtime[key], real.runtime[key], key);
    }
    assert.equal(typeof real.runtime.init, 'function');
    assert.notEqual(ours.runtime.init, real.runtime.init);
  });

  it("has the bundler runtime's fields, with the remote's own initContainerEntry and share scopes", () => {
    assert.deepEqual(keys(ours.bundlerRuntime), keys(real.bundlerRuntime));
    for (const key of keys(real.bundlerRuntime).filter((key) => key !== 'S')) {
      assert.equal(ours.bundlerRuntime[key], real.bundlerRuntime[key], key);
    }
    assert.deepEqual(ours.bundlerRuntime.S, {});
    assert.notEqual(ours.bundlerRuntime.S, real.bundlerRuntime.S);
  });

  it("makes one instance per remote, and leaves the shell's the one loadRemote uses", () => {
    const shell = real.runtime.init({ name: 'shell', remotes: [] });
    const remote = ours.runtime.init({ name: 'mfe_test', remotes: [] });
    assert.notEqual(remote, shell);
    assert.equal(remote.options.name, 'mfe_test');
    assert.equal(ours.runtime.init({ name: 'mfe_test', remotes: [] }), remote);
    assert.equal(real.runtime.getInstance(), shell);
    assert.equal(
      real.runtime.getInstance(({ options }) => options.name === 'mfe_test'),
      remote,
    );
  });
});

describe("a remote's build", () => {
  let dir;
  before(() => {
    dir = writeFederatedApp();
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("bundles remote-bundler-runtime.mjs in place of the package's glue", async () => {
    // The replacement exactly as index.cjs configures it for a remote.
    const [{ dir: appDir, name }] = remoteFolders();
    const [app] = createAppConfig({ appDir, name, title: name })(undefined, {
      mode: 'production',
    });
    const replacements = app.plugins.filter(
      (plugin) => plugin instanceof webpack.NormalModuleReplacementPlugin,
    );
    assert.equal(replacements.length, 1);

    const compilation = await compileFederatedApp(dir, { remote: true, plugins: replacements });
    const resources = [...compilation.modules].map((module) => module.resource).filter(Boolean);
    const ourFile = require.resolve('./remote-bundler-runtime.mjs');
    assert.ok(resources.includes(ourFile), 'remote-bundler-runtime.mjs is bundled');
    const federationFiles = resources.filter((resource) =>
      /[\\/]@module-federation[\\/][\w-]+[\\/]dist[\\/]/.test(resource),
    );
    assert.deepEqual(
      federationFiles,
      [require.resolve(INIT_CONTAINER_ENTRY)],
      'of the federation runtime, only initContainerEntry is bundled',
    );
  });
});
