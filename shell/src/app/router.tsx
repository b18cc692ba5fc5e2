import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState, useRoutes, type RouteObject } from '@platform/shared/core';
import { RemotePage } from '../federation/RemotePage';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../routes/not-found/NotFoundPage';
import { UnauthorizedPage } from '../routes/unauthorized/UnauthorizedPage';
import { GuestOnly, RequireAuth } from '../routing/guards';
import { remoteRoutes, type RemoteRoute } from '../routing/route-table';

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

const page = (element: ReactNode) => <Suspense fallback={<LoadingState />}>{element}</Suspense>;

function elementFor(route: RemoteRoute) {
  const page = <RemotePage remote={route.remote} module={route.module} />;
  if (route.access === 'protected') return <RequireAuth roles={route.roles}>{page}</RequireAuth>;
  if (route.access === 'guest-only') return <GuestOnly>{page}</GuestOnly>;
  return page;
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...remoteRoutes.map((route) => ({ path: route.path, element: elementFor(route) })),
      {
        path: '/store-setup',
        element: <RequireAuth>{page(<StoreSetupPage />)}</RequireAuth>,
      },
      { path: '/unauthorized', element: <UnauthorizedPage /> },
      { path: '/reset-password', element: page(<ResetPasswordPage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The shell's routes, rendered inside `BrowserRouter`. The declarative router is enough (no
 * loaders or actions) and is half the size of the data router on every first page.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
