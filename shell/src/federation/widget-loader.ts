import { registerWidgetLoader } from '@platform/shared/core';
import { loadExposedModule, remoteModuleId } from './exposed-module';
import { isOtherRelease, noteLoadedRelease } from './loaded-releases';
import { remoteVersion, resetRemote } from './registry';
import { reloadPage } from './stale-release';

/**
 * Lets every remote's `RemoteWidget` (@platform/shared) show another remote's widget: it loads
 * through this shell's federation runtime, the only one that loads remotes (a remote's runtime is
 * built without remote loading). Called once at boot, before anything renders.
 *
 * A widget of a remote whose other release this tab already runs (its pages, opened before the
 * remote was released) is not loaded beside it: the page is loaded again, at the same address,
 * and starts with the live release (loaded-releases.ts).
 */
export function registerRemoteWidgets(): void {
  registerWidgetLoader(async (remote, module, { reload }) => {
    if (reload) resetRemote(remote);
    const version = remoteVersion(remote);
    if (isOtherRelease(remote, version)) {
      reloadPage();
      // The widget keeps its loading state until the page goes.
      return new Promise<never>(() => undefined);
    }
    const loaded = await loadExposedModule(remote, module);
    if (!loaded) throw new Error(`No se pudo cargar ${remoteModuleId(remote, module)}`);
    noteLoadedRelease(remote, version);
    return loaded;
  });
}
