const { createAppConfig } = require('@platform/build-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_business',
  title: 'Mi Negocio',
  exposes: {
    './ContactDataPage': './src/routes/business-contact/ContactDataPage.tsx',
    './BillingDataPage': './src/routes/business-billing/BillingDataPage.tsx',
    './BankAccountPage': './src/routes/business-bank-account/BankAccountPage.tsx',
    './InvoicesPage': './src/routes/business-invoices/InvoicesPage.tsx',
    './CommissionStatementPage': './src/routes/commission-statement/CommissionStatementPage.tsx',
    './SalesStatementPage': './src/routes/sales-statement/SalesStatementPage.tsx',
    './AccountPage': './src/routes/profile-account/AccountPage.tsx',
    './MyStorePage': './src/routes/my-store/MyStorePage.tsx',
    './VisualCustomizationPage': './src/routes/customization-visual/VisualCustomizationPage.tsx',
    './ContentCustomizationPage': './src/routes/customization-content/ContentCustomizationPage.tsx',
    './DomainPage': './src/routes/customization-domain/DomainPage.tsx',
    './EmailTemplatesPage': './src/routes/customization-email-templates/EmailTemplatesPage.tsx',
  },
});
