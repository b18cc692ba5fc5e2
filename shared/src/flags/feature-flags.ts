/**
 * The static feature-flag table (spec 1 §2.2, spec 2 §2): it decides which menu items and
 * features are visible. Menu items are gated by flags, not by roles.
 */
export const featureFlags = {
  dashboard: true,
  products: true,
  categories: true,
  plans: true,
  pricing: true,
  clients: true,
  orders: true,
  shippingRules: true,
  businessContact: true,
  billingData: true,
  bankAccount: true,
  invoices: true,
  accountStatements: true,
  myStore: true,
  account: true,
  emailTemplates: true,
  domainCustomization: true,
  support: true,
  setupGuide: true,
  tours: true,
  /** Menu item off; the page is still routed. */
  visualCustomization: false,
  /** Menu item off; the page is still routed. */
  contentCustomization: false,
  /** Menu item off; the page is still routed. */
  payments: false,
  /** Product CSV import/export buttons show a "coming soon" dialog. */
  csvImportExport: false,
  installments: false,
} as const satisfies Record<string, boolean>;

export type FeatureFlag = keyof typeof featureFlags;

export function isFeatureEnabled(flag: FeatureFlag): boolean {
  return featureFlags[flag] === true;
}
