// The shell's runtime plugin (and a remote's standalone federation-runtime.js) put the page's one
// federation runtime on two globals, which the remotes' entries read. These tests check that the
// globals hold the very modules the shell's runtime uses, and that they are filled only once: a
// second runtime in the page must not replace the copy the remotes already took.
const assert = require('node:assert/strict');
const { beforeEach, describe, it } = require('node:test');

let provide;
let globals;

/** The two globals, as the page holds them. */
const current = () => [
  globalThis[globals.RUNTIME_CORE_GLOBAL],
  globalThis[globals.BUNDLER_RUNTIME_GLOBAL],
];

describe('provideFederationRuntime', () => {
  beforeEach(async () => {
    provide ??= await import('./provide-federation-runtime.mjs');
    globals ??= await import('./federation-globals.mjs');
    delete globalThis[globals.RUNTIME_CORE_GLOBAL];
    delete globalThis[globals.BUNDLER_RUNTIME_GLOBAL];
  });

  it("fills both globals with the packages' own modules", async () => {
    provide.provideFederationRuntime();
    const runtimeCore = await import('@module-federation/runtime-core');
    const bundlerRuntime = await import('@module-federation/webpack-bundler-runtime/bundler');
    assert.equal(current()[0], runtimeCore);
    assert.equal(current()[1], bundlerRuntime.default);
    // One core in the page: the one on the global is the one under the shell's bundler runtime.
    assert.equal(bundlerRuntime.default.runtime.ModuleFederation, runtimeCore.ModuleFederation);
  });

  it('fills them once: a second call keeps the first copies', () => {
    provide.provideFederationRuntime();
    const first = current();
    provide.provideFederationRuntime();
    assert.equal(current()[0], first[0]);
    assert.equal(current()[1], first[1]);
  });

  it('keeps copies the page already has', () => {
    const earlier = [{ name: 'core' }, { name: 'bundler runtime' }];
    globalThis[globals.RUNTIME_CORE_GLOBAL] = earlier[0];
    globalThis[globals.BUNDLER_RUNTIME_GLOBAL] = earlier[1];
    provide.provideFederationRuntime();
    assert.equal(current()[0], earlier[0]);
    assert.equal(current()[1], earlier[1]);
  });

  it('fills them as a runtime plugin, before the runtime initialises, and passes its options on', () => {
    const plugin = provide.default();
    assert.equal(plugin.name, 'provide-federation-runtime');
    const args = { options: { name: 'shell' } };
    assert.equal(plugin.beforeInit(args), args);
    assert.ok(current().every(Boolean));
  });
});
