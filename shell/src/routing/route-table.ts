import { useSyncExternalStore } from 'react';

/**
 * Every remote page and the remote that owns it (docs/architecture.md). The shell owns the
 * session-level pages itself; everything else is loaded through federation. Each remote
 * declares its pages once, in its routes.json; its release carries them, and the shell learns
 * them at run time from the registry (`federation/registry.ts`), so a remote that adds a page or
 * a menu entry releases alone.
 */
export type RouteAccess = 'public' | 'guest-only' | 'protected';

/** The merchant menu's groups: the shell's layout, in this order (spec 1 §2.2). */
export const NAV_GROUPS = ['business', 'management', 'customization', 'support'] as const;
export type NavGroupId = (typeof NAV_GROUPS)[number];

/** A page's entry in the merchant menu, as its remote declares it. */
export interface NavEntry {
  group: NavGroupId;
  label: string;
  /** Place in the group: lower first. */
  order: number;
  /** Inside this submenu of the group (e.g. 'Despachos'). */
  submenu?: string;
  /** A flag of the static table (spec 1 §2.2): off means shown disabled. */
  flag?: string;
  /** Shown, but not clickable (the legal pages live in the footer). */
  disabled?: boolean;
}

export interface RemoteRoute {
  path: string;
  /** The remote's federation name, e.g. 'mfe_catalogue'. */
  remote: RemoteName;
  /** The exposed module, e.g. './DashboardPage'. */
  module: string;
  access: RouteAccess;
  /** Realm roles of which the user needs at least one (protected routes only). */
  roles?: string[];
  /** The page arrives as HTML (docs/prerendering.md). */
  prerender?: boolean;
  nav?: NavEntry;
}

export type RemoteName = string;

/**
 * Where the route table starts: the remotes' declarations of this checkout, where a build puts
 * them (the prerender's Node build, a DefinePlugin constant; the unit tests, a Jest global). The
 * browser's shell has none until it reads the registry.
 */
declare const __REMOTE_ROUTES__: readonly RemoteRoute[] | undefined;

let remoteRoutes: readonly RemoteRoute[] =
  typeof __REMOTE_ROUTES__ === 'undefined' ? [] : __REMOTE_ROUTES__;
const listeners = new Set<() => void>();

/** The remote pages known now. */
export function getRemoteRoutes(): readonly RemoteRoute[] {
  return remoteRoutes;
}

/** Replaces the remote pages (a registry read); the router and the menus follow. */
export function setRemoteRoutes(routes: readonly RemoteRoute[]): void {
  if (JSON.stringify(routes) === JSON.stringify(remoteRoutes)) return;
  remoteRoutes = routes;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The remote pages, re-rendering when a registry read changes them. */
export function useRemoteRoutes(): readonly RemoteRoute[] {
  return useSyncExternalStore(subscribe, getRemoteRoutes, getRemoteRoutes);
}

/** The remote page behind a path (a nav link's preload, the page frame's choices). */
export function routeForPath(path: string): RemoteRoute | undefined {
  return remoteRoutes.find((route) => route.path === path);
}

/** Whether a path is a page of the public site (public or guest-only), as opposed to the back office. */
export function isPublicSitePath(path: string): boolean {
  const access = routeForPath(path)?.access;
  return access === 'public' || access === 'guest-only';
}
