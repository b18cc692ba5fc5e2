import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';

/** A module a remote exposes (a page or a widget): a component as its default export. */
export type ExposedModule = { default: ComponentType; remoteUnavailable?: true };

/** `mfe_dashboard` + `./DashboardPage` -> `mfe_dashboard/DashboardPage`, the runtime's module id. */
export const remoteModuleId = (remote: string, module: string) =>
  `${remote}/${module.replace(/^\.\//, '')}`;

type ModuleLoader = (remote: string, module: string) => Promise<ExposedModule | undefined>;

const loadThroughRuntime: ModuleLoader = (remote, module) =>
  loadRemote<ExposedModule>(remoteModuleId(remote, module)).then(
    (loaded) => loaded ?? undefined,
    () => undefined,
  );

let loader: ModuleLoader = loadThroughRuntime;

/**
 * Where exposed modules come from when there is no federation runtime: the prerender
 * (`src/prerender.tsx`) renders pages in Node with the remote's modules bundled beside the shell.
 */
export function provideExposedModules(load: ModuleLoader): void {
  loader = load;
}

/**
 * Loads an exposed module through the runtime, or undefined when it cannot be had: the load
 * failed, or the retry plugin gave up and handed back its fallback (`remoteUnavailable`).
 */
export async function loadExposedModule(
  remote: string,
  module: string,
): Promise<{ default: ComponentType } | undefined> {
  const loaded = await loader(remote, module);
  return loaded?.default && !loaded.remoteUnavailable ? loaded : undefined;
}
