// What a remote's build uses in place of `@module-federation/webpack-bundler-runtime` (the glue
// between webpack and the federation runtime, ~4 KB gzip in each remote entry): the page's copy,
// which the shell provides (provide-federation-runtime.mjs). Only two pieces stay in the remote:
//
// - `initContainerEntry`, which the shell's build leaves out because the shell exposes nothing;
// - `runtime.init`, which finds or makes this container's federation instance. The shared
//   runtime's own `init` would also make this remote's instance the one the shell's top-level API
//   (`loadRemote`, `registerRemotes`) answers to, and match instances by the shell's build id.
//
// The object has the shape of the package's default export; the entry webpack generates copies
// its fields onto `__webpack_require__.federation`, one per container.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './federation-globals.mjs';

const page = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!page) {
  throw new Error(
    `The page provides no federation runtime (${BUNDLER_RUNTIME_GLOBAL}): load the shell, or the remote's federation-runtime.js, first.`,
  );
}

// Defined by the federation plugin for this build, as in the runtime's own copy.
/* global FEDERATION_BUILD_IDENTIFIER */
const buildId =
  typeof FEDERATION_BUILD_IDENTIFIER === 'undefined' ? '' : FEDERATION_BUILD_IDENTIFIER;

function findInstance(name, version) {
  return page.runtime.getInstance(
    ({ options }) =>
      (buildId !== '' && options.id === buildId) ||
      (options.name === name && (version ? options.version === version : !options.version)),
  );
}

function init(options) {
  const initOptions = { ...options, id: options.id || '' };
  const instance = findInstance(options.name, options.version);
  if (!instance) return page.runtime.createInstance(initOptions);
  instance.initOptions(initOptions);
  return instance;
}

export default {
  runtime: { ...page.runtime, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...page.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: page.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
