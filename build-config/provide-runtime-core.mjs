// One federation runtime core in the page. Remotes are built with `experiments.externalRuntime`
// (build-config/index.cjs): their entries carry no core of their own (~11 KB gzip each) and read
// the page's from a global, which this module fills.
//
// - In the shell's build it is a federation runtime plugin: the shell's own core goes on the
//   global when its runtime initialises, before any remote entry is loaded. The enhanced plugin's
//   `experiments.provideExternalRuntime` does the same through a CommonJS build of the core,
//   which bundles a second copy beside the shell's (+22 KB gzip on every first page); this
//   imports the very module the shell's runtime already uses.
// - A remote's standalone page runs it first, as its own small script (standalone-runtime-core.mjs).
import * as runtimeCore from '@module-federation/runtime-core';

// The name is the enhanced plugin's: `experiments.externalRuntime` makes the remotes read the
// core from this global.
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export function provideRuntimeCore() {
  globalThis[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
}

export default function provideRuntimeCorePlugin() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      provideRuntimeCore();
      return args;
    },
  };
}
