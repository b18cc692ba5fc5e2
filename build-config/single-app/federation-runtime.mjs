// What `@module-federation/enhanced/runtime` is in the single-app build (build-config/single-app.cjs):
// the shell's two federation modules call it to load a remote's page or widget; here every
// exposed module is a chunk of the same build, imported on first need.
import { exposedModules } from 'platform-single-app-modules';

export function loadRemote(id) {
  const load = exposedModules[id];
  return load ? load() : Promise.reject(new Error(`${id} is not part of this build`));
}

export function registerRemotes() {}

export function registerPlugins() {}

export function getInstance() {
  return { preloadRemote: () => Promise.resolve() };
}
