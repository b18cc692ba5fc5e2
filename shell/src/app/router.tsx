import { createBrowserRouter, type RouteObject } from '@platform/shared';
import { RemotePage } from '../federation/RemotePage';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../routes/not-found/NotFoundPage';
import { ResetPasswordPage } from '../routes/reset-password/ResetPasswordPage';
import { StoreSetupPage } from '../routes/store-setup/StoreSetupPage';
import { UnauthorizedPage } from '../routes/unauthorized/UnauthorizedPage';
import { GuestOnly, RequireAuth } from '../routing/guards';
import { remoteRoutes, type RemoteRoute } from '../routing/route-table';

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
        element: (
          <RequireAuth>
            <StoreSetupPage />
          </RequireAuth>
        ),
      },
      { path: '/unauthorized', element: <UnauthorizedPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
