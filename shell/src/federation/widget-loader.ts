import { registerWidgetLoader } from '@platform/shared/core';
import { loadExposedModule, remoteModuleId } from './exposed-module';
import { resetRemote } from './registry';

/**
 * Lets every remote's `RemoteWidget` (@platform/shared) show another remote's widget: it loads
 * through this shell's federation runtime, the only one that loads remotes (a remote's runtime is
 * built without remote loading). Called once at boot, before anything renders.
 */
export function registerRemoteWidgets(): void {
  registerWidgetLoader(async (remote, module, { reload }) => {
    if (reload) resetRemote(remote);
    const loaded = await loadExposedModule(remote, module);
    if (!loaded) throw new Error(`No se pudo cargar ${remoteModuleId(remote, module)}`);
    return loaded;
  });
}
