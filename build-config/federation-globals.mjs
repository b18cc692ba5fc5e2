// The globals through which a page's one federation runtime reaches the remotes' entries:
// provide-federation-runtime.mjs fills them, the remotes' builds read them (index.cjs,
// remote-bundler-runtime.mjs).

/** The runtime core. The name is the enhanced plugin's `experiments.externalRuntime`. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** The webpack glue around the core (`@module-federation/webpack-bundler-runtime`). */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
