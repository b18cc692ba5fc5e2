const { createAppConfig } = require('@platform/build-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_public',
  title: 'Sitio público',
  exposes: {
    './LandingPage': './src/routes/landing/LandingPage.tsx',
    './RegisterPage': './src/routes/register/RegisterPage.tsx',
    './HelpPage': './src/routes/help/HelpPage.tsx',
    './DocsPage': './src/routes/docs/DocsPage.tsx',
    './StatusPage': './src/routes/status/StatusPage.tsx',
    './ContactPage': './src/routes/contact/ContactPage.tsx',
    './PrivacyPage': './src/routes/privacy/PrivacyPage.tsx',
    './TermsPage': './src/routes/terms/TermsPage.tsx',
    './CookiesPage': './src/routes/cookies/CookiesPage.tsx',
    './PartnersPage': './src/routes/partners/PartnersPage.tsx',
    './StoresPage': './src/routes/stores/StoresPage.tsx',
    './PublicOrderPage': './src/routes/public-order/PublicOrderPage.tsx',
  },
});
