import { lazy } from 'react';

// The pages this remote serves when it runs alone on its own port (its team's dev loop).
export const standaloneRoutes = [
  { path: '/', Page: lazy(() => import('./routes/landing/LandingPage')) },
  { path: '/register', Page: lazy(() => import('./routes/register/RegisterPage')) },
  { path: '/help', Page: lazy(() => import('./routes/help/HelpPage')) },
  { path: '/docs', Page: lazy(() => import('./routes/docs/DocsPage')) },
  { path: '/status', Page: lazy(() => import('./routes/status/StatusPage')) },
  { path: '/contact', Page: lazy(() => import('./routes/contact/ContactPage')) },
  { path: '/privacy', Page: lazy(() => import('./routes/privacy/PrivacyPage')) },
  { path: '/terms', Page: lazy(() => import('./routes/terms/TermsPage')) },
  { path: '/cookies', Page: lazy(() => import('./routes/cookies/CookiesPage')) },
  { path: '/partners', Page: lazy(() => import('./routes/partners/PartnersPage')) },
  { path: '/tiendas', Page: lazy(() => import('./routes/stores/StoresPage')) },
  { path: '/public/orders/:id', Page: lazy(() => import('./routes/public-order/PublicOrderPage')) },
];
