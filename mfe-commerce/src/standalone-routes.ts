import { lazy } from 'react';

// The pages this remote serves when it runs alone on its own port (its team's dev loop).
export const standaloneRoutes = [
  { path: '/plans', Page: lazy(() => import('./routes/plans/PlansPage')) },
  { path: '/pricing', Page: lazy(() => import('./routes/pricing/PricingPage')) },
  {
    path: '/shipping/rules',
    Page: lazy(() => import('./routes/shipping-rules/ShippingRulesPage')),
  },
  { path: '/payments', Page: lazy(() => import('./routes/payments/PaymentsPage')) },
];
