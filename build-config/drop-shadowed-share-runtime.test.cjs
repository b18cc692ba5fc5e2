// DropShadowedShareRuntimePlugin works on webpack's internals: a class webpack does not export and
// the name of its runtime module. A webpack upgrade that moves either, or that stops adding its
// sharing runtime beside the federation plugin's, fails here instead of in a page.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const { after, before, describe, it } = require('node:test');
const webpack = require('webpack');

const { DropShadowedShareRuntimePlugin } = require('./drop-shadowed-share-runtime.cjs');
const { compileFederatedApp, writeFederatedApp } = require('./federated-test-app.cjs');

const SHARE_RUNTIME_MODULE = 'webpack/lib/sharing/ShareRuntimeModule';

/** Each chunk's runtime modules named `sharing` after compiling the tiny app. */
async function sharingRuntimes(dir, { remote, drop }) {
  const plugins = drop ? [new DropShadowedShareRuntimePlugin()] : [];
  const { chunkGraph, chunks } = await compileFederatedApp(dir, { remote, plugins });
  const sharing = new Map();
  for (const chunk of chunks) {
    const modules = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)];
    const named = modules.filter((module) => module.name === 'sharing');
    if (named.length) sharing.set(chunk.name ?? chunk.id, named);
  }
  return sharing;
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
    dir = writeFederatedApp();
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('has something to drop: without it, webpack adds its own beside the federation plugin’s', async () => {
    const sharing = await sharingRuntimes(dir, { remote: true, drop: false });
    const doubled = [...sharing.values()].filter((modules) => modules.length === 2);
    assert.ok(doubled.length > 0, 'a chunk with two sharing runtimes');
    for (const modules of doubled) {
      assert.equal(modules.filter((module) => module instanceof ShareRuntimeModule).length, 1);
    }
  });

  for (const remote of [false, true]) {
    it(`leaves exactly one sharing runtime per chunk, the federation plugin’s (${remote ? 'a remote' : 'the shell'})`, async () => {
      const sharing = await sharingRuntimes(dir, { remote, drop: true });
      assert.ok(sharing.has('main'), 'the entry chunk has a sharing runtime');
      if (remote) assert.ok(sharing.has('remote'), 'the container entry has a sharing runtime');
      for (const [chunk, modules] of sharing) {
        assert.equal(modules.length, 1, `chunk ${chunk}`);
        assert.ok(!(modules[0] instanceof ShareRuntimeModule), `chunk ${chunk}: webpack's is kept`);
      }
    });
  }
});
