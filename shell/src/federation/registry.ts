import {
  getInstance,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { retryRemoteEntryPlugin } from './retry-plugin';
import { sharedContractPlugin } from './shared-contract';

/** Remote name -> URL of its `mf-manifest.json`, read at startup from `/remotes.json`. */
export type RemoteRegistry = Record<string, string>;

let registry: RemoteRegistry = {};

/**
 * Reads the registry and registers every remote with the federation runtime without
 * fetching any of them: a remote's manifest is fetched only when its route is first
 * needed or its nav link is hovered, so one remote that is down cannot block the shell.
 */
export async function loadRemoteRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`No se pudo leer el registro de módulos (${response.status})`);
  registry = (await response.json()) as RemoteRegistry;
  // Global, so that each remote's runtime instance, made when its entry loads, takes it up as
  // well; `registerPlugins` hands the shell's instance the global ones too.
  registerGlobalPlugins([sharedContractPlugin(getInstance()?.name ?? 'shell')]);
  registerPlugins([retryRemoteEntryPlugin()]);
  registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry })));
  return registry;
}

export function remoteEntryUrl(remote: string): string | undefined {
  return registry[remote];
}

/**
 * Forgets everything the runtime cached about a remote (its manifest, its entry, a failed
 * attempt), so the next load fetches it afresh. Used by "Reintentar" and after a redeploy.
 */
export function resetRemote(remote: string): void {
  const entry = registry[remote];
  if (!entry) return;
  registerRemotes([{ name: remote, entry }], { force: true });
}
