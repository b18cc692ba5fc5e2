import { useSyncExternalStore } from 'react';
import {
  getInstance,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import {
  NAV_GROUPS,
  setRemoteRoutes,
  type NavEntry,
  type RemoteRoute,
  type RouteAccess,
} from '../routing/route-table';
import { loadTimingsPlugin } from './load-timings';
import { retryRemoteEntryPlugin } from './retry-plugin';
import { sharedContractPlugin } from './shared-contract';

/**
 * One app's live release, as the registry names it (`/registry.json`, docs/deploying.md). A
 * remote's entry also says where its release's `mf-manifest.json` is and what pages it has.
 */
export interface RegistryEntry {
  version: string;
  commit: string;
  builtAt: string;
  publishedAt: string;
  /** Shared module -> the range the app was built against. */
  shared: Record<string, string>;
  manifest?: string;
  pages?: Array<Omit<RemoteRoute, 'remote'>>;
  widgets?: string[];
}

export interface Registry {
  schema: number;
  updatedAt: string;
  apps: Record<string, RegistryEntry>;
}

/** Where the shell's host serves the registry. */
export const REGISTRY_URL = '/registry.json';

let registry: Registry = { schema: 1, updatedAt: '', apps: {} };
/** The shell release this tab started on: the one the registry named at startup. */
let startedOn: string | undefined;
let readAt = 0;
let pluginsRegistered = false;
const listeners = new Set<() => void>();

const ACCESS = new Set<RouteAccess>(['public', 'guest-only', 'protected']);
const MODULE = /^\.\/[A-Z]\w*$/;

function isNavEntry(value: unknown): value is NavEntry {
  if (!value || typeof value !== 'object') return false;
  const nav = value as Partial<NavEntry>;
  return (
    (NAV_GROUPS as readonly string[]).includes(String(nav.group)) &&
    typeof nav.label === 'string' &&
    typeof nav.order === 'number'
  );
}

/**
 * A page as a release declares it, or null when it is malformed: a registry written by hand, or
 * by a newer release tool, never breaks the shell; the page is left out.
 */
function routeOf(remote: string, page: unknown): RemoteRoute | null {
  if (!page || typeof page !== 'object') return null;
  const { path, module, access, roles, prerender, nav } = page as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  if (typeof module !== 'string' || !MODULE.test(module)) return null;
  if (!ACCESS.has(access as RouteAccess)) return null;
  return {
    path,
    remote,
    module,
    access: access as RouteAccess,
    ...(Array.isArray(roles) ? { roles: roles.filter((role) => typeof role === 'string') } : {}),
    ...(prerender === true ? { prerender: true } : {}),
    ...(isNavEntry(nav) ? { nav } : {}),
  };
}

/** Every remote's pages in the registry; a path declared twice goes to the first remote. */
export function routesOf(next: Registry): RemoteRoute[] {
  const seen = new Set<string>();
  const routes: RemoteRoute[] = [];
  for (const [remote, entry] of Object.entries(next.apps)) {
    if (typeof entry?.manifest !== 'string' || !Array.isArray(entry.pages)) continue;
    for (const page of entry.pages) {
      const route = routeOf(remote, page);
      if (!route || seen.has(route.path)) continue;
      seen.add(route.path);
      routes.push(route);
    }
  }
  return routes;
}

function parseRegistry(value: unknown): Registry {
  const apps = (value as Partial<Registry> | null)?.apps;
  if (!apps || typeof apps !== 'object') throw new Error('El registro de módulos no es válido');
  return value as Registry;
}

/**
 * Takes a registry read: remotes whose release changed are registered anew (the next load of one
 * of their modules fetches that release), and the route table and menus follow its pages.
 */
function apply(next: Registry): string[] {
  if (!pluginsRegistered) {
    // Global, so that each remote's runtime instance, made when its entry loads, takes it up as
    // well; `registerPlugins` hands the shell's instance the global ones too.
    registerGlobalPlugins([sharedContractPlugin(getInstance()?.name ?? 'shell')]);
    // The load times and errors the platform panel shows are the shell's loads of each remote.
    registerPlugins([retryRemoteEntryPlugin(), loadTimingsPlugin()]);
    pluginsRegistered = true;
  }
  const changed: string[] = [];
  const first = Object.keys(registry.apps).length === 0;
  const remotes: Array<{ name: string; entry: string }> = [];
  for (const [name, entry] of Object.entries(next.apps)) {
    if (typeof entry?.manifest !== 'string') continue;
    const before = registry.apps[name];
    if (before?.manifest === entry.manifest) continue;
    remotes.push({ name, entry: entry.manifest });
    if (before) changed.push(name);
  }
  if (first) startedOn ??= next.apps.shell?.version;
  registry = next;
  readAt = Date.now();
  // A remote seen before is replaced: its loaded modules are forgotten, the new release loads.
  if (first) registerRemotes(remotes);
  else for (const { name, entry } of remotes) replaceRemote(name, entry);
  setRemoteRoutes(routesOf(next));
  if (remotes.length) for (const listener of listeners) listener();
  return changed;
}

/**
 * Reads the registry and registers every remote with the federation runtime without fetching
 * any of them: a remote's manifest is fetched only when its route is first needed or its nav
 * link is hovered, so one remote that is down cannot block the shell.
 */
export async function loadRemoteRegistry(url = REGISTRY_URL): Promise<Registry> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`No se pudo leer el registro de módulos (${response.status})`);
  apply(parseRegistry(await response.json()));
  return registry;
}

/** The registry as last read (the platform panel shows it). */
export function currentRegistry(): Registry {
  return registry;
}

/** The shell release this tab runs (the registry's at startup). */
export function startedShellVersion(): string | undefined {
  return startedOn;
}

/** The live release of a remote, as last read. */
export function remoteVersion(remote: string): string | undefined {
  return registry.apps[remote]?.version;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live release of a remote, re-rendering when a registry read changes it. */
export function useRemoteVersion(remote: string): string | undefined {
  const read = () => remoteVersion(remote);
  return useSyncExternalStore(subscribe, read, read);
}

let refreshing: Promise<string[]> | null = null;

/**
 * Reads the registry again (a navigation, a preload): a release published or rolled back since
 * is loaded from here on. Resolves to the remotes whose release changed; a failed read keeps
 * the registry as it was. Reads under way are shared.
 */
export function refreshRegistry(url = REGISTRY_URL): Promise<string[]> {
  refreshing ??= Promise.resolve()
    .then(() => fetch(url, { cache: 'no-cache' }))
    .then(async (response) => {
      if (!response.ok) return [];
      return apply(parseRegistry(await response.json()));
    })
    .catch(() => [])
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** How long ago the registry was read, in ms. */
export function registryAge(): number {
  return readAt ? Date.now() - readAt : Number.POSITIVE_INFINITY;
}

/** The part of the runtime's remote handler that forgets a remote (see replaceRemote). */
interface RemoteRemoval {
  removeRemote?: (remote: { name: string }) => void;
}

/**
 * Registers a remote again, at `entry`, forgetting everything the runtime cached about it (its
 * manifest, its entry, its loaded modules, a failed attempt). `registerRemotes` with `force`
 * does the same, and logs a warning each time ("already registered… may cause unexpected
 * errors"), which a rollback or a retry is not: the handler's `removeRemote`, which `force`
 * calls, is called first instead, then the remote is registered as new. That method is private
 * in the runtime's types; registry.runtime.test.ts fails if it goes away, and without it the
 * forced registration is used.
 */
export function replaceRemote(name: string, entry: string): void {
  const instance = getInstance();
  const registered = instance?.options.remotes.find((remote) => remote.name === name);
  const handler = instance?.remoteHandler as RemoteRemoval | undefined;
  if (registered && typeof handler?.removeRemote === 'function') {
    handler.removeRemote(registered);
    registerRemotes([{ name, entry }]);
    return;
  }
  registerRemotes([{ name, entry }], { force: true });
}

/**
 * Forgets everything the runtime cached about a remote (its manifest, its entry, a failed
 * attempt), so the next load fetches it afresh. Used by "Reintentar".
 */
export function resetRemote(remote: string): void {
  const entry = registry.apps[remote]?.manifest;
  if (!entry) return;
  replaceRemote(remote, entry);
}
