import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { LoadingState, useRoutes, type RouteObject } from '@platform/shared/core';
import { RemotePage } from '../federation/RemotePage';
import { AppLayout } from '../layout/AppLayout';
import { GuestOnly, RequireAuth, RequireRoleOutsideDevelopment } from '../routing/guards';
import { useRemoteRoutes, type RemoteRoute } from '../routing/route-table';

// The shell's own forms (yup, react-hook-form) load only when their page is opened.
const StoreSetupPage = lazy(() =>
  import('../routes/store-setup/StoreSetupPage').then((module) => ({
    default: module.StoreSetupPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../routes/reset-password/ResetPasswordPage').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);

// The dead ends (and their icons) are not part of a first page that works.
const NotFoundPage = lazy(() =>
  import('../routes/not-found/NotFoundPage').then((module) => ({
    default: module.NotFoundPage,
  })),
);
const UnauthorizedPage = lazy(() =>
  import('../routes/unauthorized/UnauthorizedPage').then((module) => ({
    default: module.UnauthorizedPage,
  })),
);

// The platform team's panel: no visitor or merchant ever opens it.
const PlatformPage = lazy(() =>
  import('../routes/platform/PlatformPage').then((module) => ({
    default: module.PlatformPage,
  })),
);

/** The realm role that opens the platform panel outside development. */
export const PLATFORM_ADMIN_ROLE = 'platform-admin';

const page = (element: ReactNode) => <Suspense fallback={<LoadingState />}>{element}</Suspense>;

function elementFor(route: RemoteRoute) {
  const page = <RemotePage remote={route.remote} module={route.module} />;
  if (route.access === 'protected') return <RequireAuth roles={route.roles}>{page}</RequireAuth>;
  if (route.access === 'guest-only') return <GuestOnly>{page}</GuestOnly>;
  return page;
}

/** The shell's routes around the remotes' pages (from the registry's releases, at run time). */
export function shellRoutes(remoteRoutes: readonly RemoteRoute[]): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        ...remoteRoutes.map((route) => ({ path: route.path, element: elementFor(route) })),
        {
          path: '/store-setup',
          element: <RequireAuth>{page(<StoreSetupPage />)}</RequireAuth>,
        },
        { path: '/unauthorized', element: page(<UnauthorizedPage />) },
        {
          path: '/plataforma',
          element: (
            <RequireRoleOutsideDevelopment roles={[PLATFORM_ADMIN_ROLE]}>
              {page(<PlatformPage />)}
            </RequireRoleOutsideDevelopment>
          ),
        },
        { path: '/reset-password', element: page(<ResetPasswordPage />) },
        { path: '*', element: page(<NotFoundPage />) },
      ],
    },
  ];
}

/**
 * The shell's routes, rendered inside `BrowserRouter`. The declarative router is enough (no
 * loaders or actions) and is half the size of the data router on every first page.
 */
export function AppRoutes() {
  const remoteRoutes = useRemoteRoutes();
  const routes = useMemo(() => shellRoutes(remoteRoutes), [remoteRoutes]);
  return useRoutes(routes);
}
