const { createAppConfig } = require('@platform/build-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_commerce',
  title: 'Comercio',
  exposes: {
    './PlansPage': './src/routes/plans/PlansPage.tsx',
    './PricingPage': './src/routes/pricing/PricingPage.tsx',
    './ShippingRulesPage': './src/routes/shipping-rules/ShippingRulesPage.tsx',
    './PaymentsPage': './src/routes/payments/PaymentsPage.tsx',
  },
});
