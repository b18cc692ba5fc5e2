import { lazy } from 'react';

// The pages this remote serves when it runs alone on its own port (its team's dev loop).
export const standaloneRoutes = [
  { path: '/products', Page: lazy(() => import('./routes/products/ProductsPage')) },
];
