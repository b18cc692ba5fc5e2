// One federation runtime in the page. The remotes' entries carry neither the runtime core nor
// the webpack glue around it (build-config/index.cjs): they read the page's copies from two
// globals, which this module fills.
//
// - In the shell's build it is a federation runtime plugin: the shell's own copies go on the
//   globals when its runtime initialises, before any remote entry is loaded. The enhanced
//   plugin's `experiments.provideExternalRuntime` does the same for the core through a CommonJS
//   build, which bundles a second copy beside the shell's (+22 KB gzip on every first page);
//   this imports the very modules the shell's runtime already uses.
// - A remote's standalone page runs it first, as its own small script
//   (standalone-federation-runtime.mjs).
import * as runtimeCore from '@module-federation/runtime-core';
import bundlerRuntime from '@module-federation/webpack-bundler-runtime/bundler';
import { BUNDLER_RUNTIME_GLOBAL, RUNTIME_CORE_GLOBAL } from './federation-globals.mjs';

export function provideFederationRuntime() {
  globalThis[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
  globalThis[BUNDLER_RUNTIME_GLOBAL] ??= bundlerRuntime;
}

export default function provideFederationRuntimePlugin() {
  return {
    name: 'provide-federation-runtime',
    beforeInit(args) {
      provideFederationRuntime();
      return args;
    },
  };
}
