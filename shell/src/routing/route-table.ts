/**
 * Every route of the spec and the remote that owns it (ARCHITECTURE.md). The shell owns
 * the session-level pages itself; everything else is loaded through federation.
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

const publicPage = (path: string, module: string, access: RouteAccess = 'public'): RemoteRoute => ({
  path,
  remote: 'mfe_public',
  module,
  access,
});

const merchantPage = (path: string, remote: RemoteName, module: string): RemoteRoute => ({
  path,
  remote,
  module,
  access: 'protected',
});

export const remoteRoutes: RemoteRoute[] = [
  publicPage('/', './LandingPage'),
  publicPage('/register', './RegisterPage', 'guest-only'),
  publicPage('/help', './HelpPage'),
  publicPage('/docs', './DocsPage'),
  publicPage('/status', './StatusPage'),
  publicPage('/contact', './ContactPage'),
  publicPage('/privacy', './PrivacyPage'),
  publicPage('/terms', './TermsPage'),
  publicPage('/cookies', './CookiesPage'),
  publicPage('/partners', './PartnersPage'),
  publicPage('/tiendas', './StoresPage'),
  publicPage('/public/orders/:id', './PublicOrderPage'),

  merchantPage('/dashboard', 'mfe_dashboard', './DashboardPage'),

  merchantPage('/products', 'mfe_catalogue', './ProductsPage'),

  merchantPage('/plans', 'mfe_commerce', './PlansPage'),
  { path: '/pricing', remote: 'mfe_commerce', module: './PricingPage', access: 'public' },
  merchantPage('/shipping/rules', 'mfe_commerce', './ShippingRulesPage'),
  merchantPage('/payments', 'mfe_commerce', './PaymentsPage'),

  merchantPage('/clients', 'mfe_operations', './ClientsPage'),
  merchantPage('/clients/:id', 'mfe_operations', './ClientDetailPage'),
  merchantPage('/orders', 'mfe_operations', './OrdersPage'),
  merchantPage('/orders/:id', 'mfe_operations', './OrderDetailPage'),

  merchantPage('/business/contact', 'mfe_business', './ContactDataPage'),
  merchantPage('/business/billing', 'mfe_business', './BillingDataPage'),
  merchantPage('/business/bank-account', 'mfe_business', './BankAccountPage'),
  merchantPage('/business/invoices', 'mfe_business', './InvoicesPage'),
  merchantPage(
    '/business/account-statement/commission',
    'mfe_business',
    './CommissionStatementPage',
  ),
  merchantPage('/business/account-statement/sales', 'mfe_business', './SalesStatementPage'),
  merchantPage('/profile/account', 'mfe_business', './AccountPage'),
  merchantPage('/my-store', 'mfe_business', './MyStorePage'),
  merchantPage('/customization/visual', 'mfe_business', './VisualCustomizationPage'),
  merchantPage('/customization/content', 'mfe_business', './ContentCustomizationPage'),
  merchantPage('/customization/domain', 'mfe_business', './DomainPage'),
  merchantPage('/customization/email-templates', 'mfe_business', './EmailTemplatesPage'),
];

/** The remote behind a path, for preloading on hover/focus of a nav link. */
export function remoteForPath(path: string): RemoteName | undefined {
  return remoteRoutes.find((route) => route.path === path)?.remote;
}
