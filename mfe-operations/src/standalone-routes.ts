import { lazy } from 'react';

// The pages this remote serves when it runs alone on its own port (its team's dev loop).
export const standaloneRoutes = [
  { path: '/clients', Page: lazy(() => import('./routes/clients/ClientsPage')) },
  { path: '/clients/:id', Page: lazy(() => import('./routes/client-detail/ClientDetailPage')) },
  { path: '/orders', Page: lazy(() => import('./routes/orders/OrdersPage')) },
  { path: '/orders/:id', Page: lazy(() => import('./routes/order-detail/OrderDetailPage')) },
];
