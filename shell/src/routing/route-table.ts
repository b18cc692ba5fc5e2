/**
 * Every route of the spec and the remote that owns it (docs/architecture.md). The shell owns
 * the session-level pages itself; everything else is loaded through federation, and each remote
 * declares its pages once, in its routes.json.
 */
export type RouteAccess = 'public' | 'guest-only' | 'protected';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The exposed module, e.g. './DashboardPage'. */
  module: string;
  access: RouteAccess;
  /** Realm roles of which the user needs at least one (protected routes only). */
  roles?: string[];
}

export type RemoteName =
  | 'mfe_public'
  | 'mfe_dashboard'
  | 'mfe_catalogue'
  | 'mfe_commerce'
  | 'mfe_operations'
  | 'mfe_business';

/**
 * Every remote's pages, from the remotes' own declarations (`<remote>/routes.json`), put in the
 * build by build-config (a DefinePlugin constant; the unit tests get the same list as a Jest global).
 */
declare const __REMOTE_ROUTES__: readonly RemoteRoute[];

export const remoteRoutes: readonly RemoteRoute[] = __REMOTE_ROUTES__;

/** The remote page behind a path (a nav link's preload, the page frame's choices). */
export function routeForPath(path: string): RemoteRoute | undefined {
  return remoteRoutes.find((route) => route.path === path);
}

/** Whether a path is a page of the public site (public or guest-only), as opposed to the back office. */
export function isPublicSitePath(path: string): boolean {
  const access = routeForPath(path)?.access;
  return access === 'public' || access === 'guest-only';
}
