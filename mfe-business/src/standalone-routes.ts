import { lazy } from 'react';

// The pages this remote serves when it runs alone on its own port (its team's dev loop).
export const standaloneRoutes = [
  {
    path: '/business/contact',
    Page: lazy(() => import('./routes/business-contact/ContactDataPage')),
  },
  {
    path: '/business/billing',
    Page: lazy(() => import('./routes/business-billing/BillingDataPage')),
  },
  {
    path: '/business/bank-account',
    Page: lazy(() => import('./routes/business-bank-account/BankAccountPage')),
  },
  {
    path: '/business/invoices',
    Page: lazy(() => import('./routes/business-invoices/InvoicesPage')),
  },
  {
    path: '/business/account-statement/commission',
    Page: lazy(() => import('./routes/commission-statement/CommissionStatementPage')),
  },
  {
    path: '/business/account-statement/sales',
    Page: lazy(() => import('./routes/sales-statement/SalesStatementPage')),
  },
  { path: '/profile/account', Page: lazy(() => import('./routes/profile-account/AccountPage')) },
  { path: '/my-store', Page: lazy(() => import('./routes/my-store/MyStorePage')) },
  {
    path: '/customization/visual',
    Page: lazy(() => import('./routes/customization-visual/VisualCustomizationPage')),
  },
  {
    path: '/customization/content',
    Page: lazy(() => import('./routes/customization-content/ContentCustomizationPage')),
  },
  {
    path: '/customization/domain',
    Page: lazy(() => import('./routes/customization-domain/DomainPage')),
  },
  {
    path: '/customization/email-templates',
    Page: lazy(() => import('./routes/customization-email-templates/EmailTemplatesPage')),
  },
];
